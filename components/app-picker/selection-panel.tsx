import { ScheduleDemoButton } from '@/components/demo/schedule-demo-button';
import { Icon } from '@/components/icon';
import { invoke } from '@/components/invoker';
import { NavLink } from '@/components/nav-link';
import { buttonLarge, buttonPrimary, buttonSecondary } from '@/components/styles';
import { appPickerText } from '@/content/app-picker';
import { navigationText } from '@/content/navigation';
import { allAppsPage } from '@/content/pages';
import { REGISTER_URL } from '@/lib/app-urls';
import type { PickerApp } from '@/lib/view-mode';

import { CloseGlyph } from './glyphs';
import { SLIDE_IN_ID } from './ids';
import { ContinueButton, SelectedCount } from './picker-code';

/** Where the page's code cannot open the trial: why, and a link to sign up anyway. */
function RegisterInstead({ why, className }: { why: string; className: string }) {
  return (
    <p className={className}>
      {why}{' '}
      <NavLink
        link={{ label: allAppsPage.noScriptLink, href: REGISTER_URL, external: true }}
        className="font-semibold text-brand-700 underline underline-offset-2"
      />
    </p>
  );
}

/**
 * The selection's contents: the count with the spec's 'App Selected', the checked apps (the style
 * sheet shows each one's row), close (a reset button: the browser clears the selection), Continue
 * (the form's submit), and Book a demo of these. `slideIn`: the copy in the phone's slide-in.
 */
function Selection({ apps, slideIn = false }: { apps: PickerApp[]; slideIn?: boolean }) {
  const headingId = slideIn ? `${SLIDE_IN_ID}-count` : 'picker-panel-count';
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        {/* Focusable from code only: a modal dialog gives the first focusable element focus, here the count. */}
        <h2 id={headingId} tabIndex={-1} className="flex items-baseline gap-2 text-lg font-bold">
          <SelectedCount className="text-4xl font-extrabold text-brand-700 tabular-nums" />{' '}
          {appPickerText.selectedLabel}
        </h2>
        <button
          type="reset"
          aria-label={appPickerText.clearSelection}
          className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-sand hover:text-ink"
        >
          <CloseGlyph />
        </button>
      </div>
      <ul className="mt-5 flex-1 space-y-2">
        {apps.map((app) => (
          <li
            key={app.id}
            data-picked={app.id}
            className="hidden items-center gap-3 rounded-xl bg-sand px-3 py-2.5 font-medium"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white">
              <Icon name={app.icon} className="size-5" />
            </span>
            {app.name}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {/* Without JavaScript the trial's address cannot be made (its ids are comma-joined): a link to sign up instead. */}
        <noscript>
          <RegisterInstead why={allAppsPage.noScript} className="text-sm" />
        </noscript>
        {/* Nor with a page whose code could not load. */}
        <RegisterInstead why={allAppsPage.codeFailed} className="hidden text-sm code-failed:block" />
        <div className="noscript:hidden code-failed:hidden">
          <ContinueButton className={`${buttonPrimary} ${buttonLarge} w-full`}>
            {appPickerText.continue}
            <span className="sr-only"> {navigationText.opensInNewTab}</span>
          </ContinueButton>
          <p className="mt-2 text-center text-xs text-ink-muted">{appPickerText.newTabNote}</p>
        </div>
        <ScheduleDemoButton source="apps" className={`${buttonSecondary} mt-4 w-full py-3`}>
          {appPickerText.bookDemo}
        </ScheduleDemoButton>
        {slideIn ? (
          <button
            type="button"
            {...invoke(SLIDE_IN_ID, 'request-close')}
            className={`${buttonSecondary} mt-4 w-full py-3`}
          >
            {appPickerText.keepChoosing}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * The selection, inside the picker's form after the cards (so the counter has counted them); the
 * style sheet shows what the checked cards ask for. Above 900px a panel beside the cards (a hint
 * while nothing is chosen). At 900px or narrower a bar at the bottom, whose button opens the same
 * selection in a modal dialog sliding in from the right, full height (Escape, a tap outside it
 * and Keep choosing close it and keep the selection). Both open and close without code (invoker
 * commands).
 */
export function SelectionPanel({ apps }: { apps: PickerApp[] }) {
  return (
    <>
      <div
        data-selection="hint"
        className="hidden rounded-2xl border border-dashed border-line p-6 text-sm text-ink-muted picker:block"
      >
        <p className="font-semibold text-ink">{appPickerText.emptyTitle}</p>
        <p className="mt-2 leading-6">{appPickerText.emptyText}</p>
      </div>
      <section
        data-selection="panel"
        aria-labelledby="picker-panel-count"
        className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-line bg-white p-6 shadow-lift"
      >
        <Selection apps={apps} />
      </section>
      <div
        data-selection="bar"
        className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-line bg-white/95 px-4 py-3 shadow-lift backdrop-blur"
      >
        <button
          type="button"
          aria-haspopup="dialog"
          {...invoke(SLIDE_IN_ID, 'show-modal')}
          className={`${buttonPrimary} w-full justify-between py-3 text-base`}
        >
          <span>
            <SelectedCount className="tabular-nums" /> {appPickerText.selectedLabel}
          </span>
          <span>
            {appPickerText.review}
            <span aria-hidden="true"> →</span>
          </span>
        </button>
      </div>
      <dialog
        id={SLIDE_IN_ID}
        aria-labelledby={`${SLIDE_IN_ID}-count`}
        // A tap on the dimmed page closes it too (light dismiss), as Escape does.
        closedby="any"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-2.5rem))] max-w-none translate-x-full flex-col bg-white p-6 text-ink shadow-lift transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-ink/40 open:flex open:translate-x-0 starting:open:translate-x-full forced-colors:border-l"
      >
        <Selection apps={apps} slideIn />
      </dialog>
    </>
  );
}
