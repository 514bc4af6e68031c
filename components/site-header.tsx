import { DisclosureMenu } from '@/components/disclosure-menu';
import { Logo } from '@/components/logo';
import { NavLink } from '@/components/nav-link';
import { buttonPrimary, buttonSecondary } from '@/components/styles';
import { companyLinks, headerActions, headerLinks, navigationText } from '@/content/navigation';

const chevron = (
  <svg viewBox="0 0 20 20" className="size-4 transition-transform group-open:rotate-180" aria-hidden="true">
    <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The link to the page it is on: underlined, which forced colours keep (and a filled button's text keeps its colour). */
const underlinedHere =
  'aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-6';
const here = `aria-[current=page]:text-brand-700 ${underlinedHere}`;
const navItem = `inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-ink-soft hover:text-brand-700 ${here}`;
/** COMPANY, closed, marked as its link is when one of its links is the page it is on. */
const companyHere =
  'group-has-aria-[current=page]:text-brand-700 group-has-aria-[current=page]:underline group-has-aria-[current=page]:decoration-2 group-has-aria-[current=page]:underline-offset-6';
const menuItem = `block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-sand focus-visible:bg-sand ${here}`;

/** The header; `current` is the page it is on, whose link is marked. */
export function SiteHeader({ current }: { current?: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur forced-colors:bg-[Canvas] short:absolute">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-4 md:px-6">
        <Logo />

        <nav aria-label={navigationText.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.label}>
                <NavLink link={link} current={current} className={navItem} />
              </li>
            ))}
            <li>
              <DisclosureMenu
                className="group relative"
                summaryClassName={`${navItem} ${companyHere} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}
                summary={
                  <>
                    {navigationText.company} {chevron}
                  </>
                }
                panelClassName="absolute left-0 mt-2 w-48 rounded-xl border border-line bg-white p-2 shadow-lift"
              >
                <ul>
                  {companyLinks.map((link) => (
                    <li key={link.label}>
                      <NavLink link={link} current={current} className={menuItem} />
                    </li>
                  ))}
                </ul>
              </DisclosureMenu>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <NavLink link={headerActions.signIn} className={buttonSecondary} />
          <NavLink link={headerActions.tryForFree} current={current} className={`${buttonPrimary} ${underlinedHere}`} />
        </div>

        <DisclosureMenu
          className="group lg:hidden"
          summaryClassName="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-line ring-inset forced-colors:border [&::-webkit-details-marker]:hidden"
          summary={
            <>
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  className="group-open:hidden"
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path
                  className="hidden group-open:block"
                  d="m6 6 12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {navigationText.menu}
            </>
          }
          panelClassName="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pt-2 pb-6 shadow-lift md:px-6"
        >
          <nav aria-label={navigationText.mobileNav}>
            <ul className="flex flex-col">
              {headerLinks.map((link) => (
                <li key={link.label}>
                  <NavLink link={link} current={current} className={menuItem} />
                </li>
              ))}
              <li className="mt-2 px-3 pt-2 text-xs font-semibold tracking-wide text-ink-muted">
                {navigationText.company}
              </li>
              {companyLinks.map((link) => (
                <li key={link.label}>
                  <NavLink link={link} current={current} className={`${menuItem} pl-6`} />
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-2 gap-2">
              <NavLink link={headerActions.signIn} className={buttonSecondary} />
              <NavLink
                link={headerActions.tryForFree}
                current={current}
                className={`${buttonPrimary} ${underlinedHere}`}
              />
            </div>
          </nav>
        </DisclosureMenu>
      </div>
    </header>
  );
}
