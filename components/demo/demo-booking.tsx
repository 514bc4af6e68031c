'use client';

import { Suspense, lazy, useEffect, useRef, useState } from 'react';

import { invoke, runInvokersInCode } from '@/components/invoker';
import { confirmationText, demoDialogText, formatReference, saveMessages } from '@/content/demo';
import type { DemoRequest } from '@/lib/demo-schema';

import { CloseButton } from './close-button';
import { DemoForm } from './demo-form';
import { DEMO_DIALOG_ID } from './schedule-demo-button';

/** The confirmation, in a chunk of its own: only a saved booking needs it. Asked for as a save starts. */
const loadConfirmation = () => import('./booking-confirmation');
/**
 * Shown when the confirmation's chunk cannot come (a flaky connection, a deploy since the page
 * came): the booking is saved, so the page keeps the message and gives the reference; the email
 * has the rest.
 */
function ReferenceOnly({ booking }: { booking: DemoRequest }) {
  return <p className="px-4 py-3 text-sm font-medium">{formatReference(booking.id)}</p>;
}
const BookingConfirmation = lazy(() =>
  loadConfirmation().then(
    (code) => ({ default: code.BookingConfirmation }),
    (error: unknown) => {
      console.error('The booking confirmation could not load:', error);
      return { default: ReferenceOnly };
    },
  ),
);

interface Outcome {
  announcement: string;
  booking: DemoRequest | null;
}

/**
 * The one booking dialog of the page and the live region that announces a saved booking, both in
 * the page's HTML. The dialog is native: the Schedule Demo buttons open it as a modal by invoker
 * command, and Close, Cancel and Escape close it, without code. The form inside works before its
 * code too (demo-form.tsx). While a booking is being saved the dialog stays open, so that the
 * visitor learns whether it was saved.
 */
export function DemoBooking() {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmation = useRef<HTMLElement>(null);
  // While a booking is being saved nothing closes the dialog: Close and Cancel are unavailable (a
  // press does nothing, so it spends none of the browser's allowance of refused closes), Escape is refused.
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ announcement: '', booking: null });
  /** The button that opened the dialog last: focus goes back to it, and the booking says which it was. */
  const opener = useRef<HTMLElement | null>(null);

  function onSaving(now: boolean) {
    if (now) loadConfirmation().catch(() => undefined); // tried again, and said, when shown
    saving.current = now;
    setBusy(now);
    // Closed anyway (a second Escape in a row): a failure opens it again, with the message and every value.
    if (!now && !dialog.current?.open) dialog.current?.showModal();
  }

  function onSaved(booking: DemoRequest | null) {
    saving.current = false;
    setBusy(false);
    setOutcome({ announcement: saveMessages.saved, booking });
    dialog.current?.close();
    // Opened from the page's other dialog (the phone's app slide-in, maybe before this code came):
    // that one closes too, or the confirmation would sit behind it, out of reach.
    document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
    // Closing gave focus back to the button that opened the dialog, or the one below it: the one to return to.
    if (document.activeElement instanceof HTMLButtonElement) opener.current = document.activeElement;
  }

  // Which button opens the dialog (also where the browser has no invoker commands: the code runs them).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCommand = (event: Event) => {
      if ('source' in event && event.source instanceof HTMLElement && !element.open) opener.current = event.source;
    };
    element.addEventListener('command', onCommand);
    // Opened before this code came, so no event said by which button: a guess, the one on screen
    // if one is (wrong only if the page was scrolled behind the dialog from one to the other).
    if (element.open) {
      const seen = [...document.querySelectorAll<HTMLElement>('[data-demo-source]')].filter((button) => {
        const { top, bottom } = button.getBoundingClientRect();
        return bottom > Math.max(top, 0) && top < window.innerHeight;
      });
      if (seen.length === 1) opener.current = seen[0] ?? null;
    }
    runInvokersInCode();
    return () => element.removeEventListener('command', onCommand);
  }, []);

  // A screen reader user lands on the confirmation, with its reference and links, not back on the button.
  useEffect(() => {
    if (outcome.booking) confirmation.current?.focus();
  }, [outcome.booking]);

  /** From inside the confirmation, focus goes back to the button that opened the dialog. */
  function dismiss() {
    if (confirmation.current?.contains(document.activeElement)) opener.current?.focus();
    setOutcome({ announcement: '', booking: null });
  }
  // While they show, Escape dismisses the message and confirmation from anywhere on the page, unless a
  // dialog or a drawn menu takes it: fixed over the screen's bottom, they may cover what Tab reaches.
  useEffect(() => {
    if (!outcome.announcement) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const menus = [...document.querySelectorAll<HTMLElement>('details[data-menu][open]')];
      // Drawn: not display: none (getClientRects, as Safari before 17.4 has no checkVisibility).
      if (!menus.some((menu) => menu.getClientRects().length > 0)) dismiss();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <>
      <dialog
        ref={dialog}
        id={DEMO_DIALOG_ID}
        aria-labelledby={`${DEMO_DIALOG_ID}-title`}
        // While a booking is saving, nothing closes the dialog. (Escape in the open calendar closes
        // the calendar alone: calendar-input.tsx keeps it from the dialog.)
        onCancel={(event) => saving.current && event.preventDefault()}
        // A scroller would be a Tab stop of its own, ringed as a whole, between Submit and Close;
        // scroll-padding keeps the focus rings at its edges whole, and clear of the pinned buttons.
        tabIndex={-1}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-dialog scroll-py-3 overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 forced-colors:border pinned:scroll-pb-24"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4 md:px-8 md:pt-7">
          <div>
            <h2 id={`${DEMO_DIALOG_ID}-title`} className="text-xl font-bold tracking-tight md:text-2xl">
              {demoDialogText.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{demoDialogText.lead}</p>
          </div>
          <CloseButton
            label={demoDialogText.close}
            unavailable={busy}
            attributes={invoke(DEMO_DIALOG_ID, 'request-close')}
            className="-mt-1 -mr-2 size-10 text-2xl text-ink-muted hover:bg-sand hover:text-ink"
          />
        </div>
        <DemoForm onSaving={onSaving} saving={busy} onSaved={onSaved} openedBy={() => opener.current} />
      </dialog>
      <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center md:inset-x-auto md:right-6 md:bottom-6">
        <section
          ref={confirmation}
          tabIndex={-1}
          aria-label={outcome.booking ? confirmationText.label : undefined}
          // Heard with it as focus lands there: the focus move may cut the status's announcement.
          aria-describedby={outcome.booking ? `${DEMO_DIALOG_ID}-outcome` : undefined}
          className={
            outcome.announcement
              ? 'pointer-events-auto max-h-[85dvh] w-full max-w-md overflow-y-auto rounded-xl bg-white shadow-lift ring-1 ring-line forced-colors:border'
              : 'contents'
          }
        >
          <div
            className={
              outcome.announcement ? 'flex items-start gap-3 bg-leaf-700 py-3 pr-2 pl-4 text-white' : 'contents'
            }
          >
            <p id={`${DEMO_DIALOG_ID}-outcome`} role="status" className="grow py-1 text-sm font-medium">
              {outcome.announcement}
            </p>
            {outcome.announcement ? (
              <CloseButton
                label={outcome.booking ? confirmationText.dismiss : demoDialogText.dismiss}
                onClick={dismiss}
                className="size-8 text-xl hover:bg-white/15 focus-visible:outline-white"
              />
            ) : null}
          </div>
          {outcome.booking ? (
            <Suspense>
              <BookingConfirmation booking={outcome.booking} />
            </Suspense>
          ) : null}
        </section>
      </div>
    </>
  );
}
