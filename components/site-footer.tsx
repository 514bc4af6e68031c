import { Icon } from '@/components/icon';
import { Logo } from '@/components/logo';
import { NavLink } from '@/components/nav-link';
import { sectionInner } from '@/components/styles';
import { footerColumns, footerTagline, navigationText, socialLinks } from '@/content/navigation';
import { BRAND_NAME, COPYRIGHT_NOTE, COPYRIGHT_YEAR } from '@/content/site';

export function SiteFooter({ current }: { current?: string }) {
  return (
    <footer className="bg-ink text-white">
      <div className={`${sectionInner} grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5`}>
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-white/80">{footerTagline}</p>
          <ul className="mt-6 flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} ${navigationText.opensInNewTab}`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20 forced-colors:bg-black forced-colors:[forced-color-adjust:none]"
                >
                  <Icon name={link.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <NavLink
                    link={link}
                    current={current}
                    className="text-sm text-white/80 hover:text-white hover:underline aria-[current=page]:underline"
                  />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className={`${sectionInner} py-6 text-sm text-white/70`}>
          © {COPYRIGHT_YEAR} {BRAND_NAME}. {COPYRIGHT_NOTE}
        </p>
      </div>
    </footer>
  );
}
