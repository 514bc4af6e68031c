'use client';

import { useEffect, useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';

import { buttonSecondary } from '@/components/styles';
import { confirmationText, demoDialogText, saveMessages } from '@/content/demo';
import type { DemoRequest } from '@/lib/demo-schema';
import { openDialog } from '@/lib/early-input';

import { CloseButton } from './close-button';
import { DemoFormShell, readShell, type ShellState } from './demo-form-shell';
import {
  DEMO_DIALOG_ID,
  closeDemoDialog,
  dismissAnnouncement,
  leaveDemoBooking,
  preloadDemoForm,
  reopenDemoDialog,
  useDemoState,
} from './demo-store';
import { useEscapeDismisses } from './use-escape-dismisses';

type FormCode = Pick<typeof import('./demo-form'), 'DemoForm' | 'BookingConfirmation'> & {
  /** The shell's state for the form's first mount; later openings start afresh. */
  start: ShellState | null;
};
type FormState = FormCode | 'loading' | 'failed';

/**
 * The form's code: loaded when the dialog opens (if intent has not loaded it already). When it
 * comes, what the visitor typed in the shell meanwhile is read and the form drawn in its place in
 * the same task (flushSync), so that no keystroke falls between the two. A failed load shows a
 * message with a retry; closing the dialog forgets the failure, so that it tries again when
 * opened again.
 */
function useDemoFormCode(open: boolean, shell: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState<FormState>('loading');
  const pending = state === 'loading';

  useEffect(() => {
    if (!open || !pending) return;
    let current = true;
    preloadDemoForm().then(
      (module) => {
        if (!current) return;
        const start = readShell(shell.current);
        flushSync(() =>
          setState({ DemoForm: module.DemoForm, BookingConfirmation: module.BookingConfirmation, start }),
        );
      },
      (error: unknown) => {
        console.error('The booking form could not load:', error);
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [open, pending, shell]);

  const retry = () => setState('loading');
  return {
    state,
    retry,
    /** On closing: a failed load is tried again next time, and a loaded form starts afresh. */
    reset: () =>
      state === 'failed' ? retry() : setState((now) => (typeof now === 'object' ? { ...now, start: null } : now)),
  };
}

/**
 * The one booking dialog of the page, opened by either Schedule Demo button, and the live region
 * that announces a saved booking. Both are in the static HTML: the dialog's frame (a native modal
 * <dialog>: focus moves in and stays, the page behind is inert, Escape and Close work without
 * code) shows at once, even before the page's code has run (lib/early-input-script.mjs opens it),
 * with a loading state until the form's code arrives. The live region is there, empty, so that
 * screen readers already watch it when the message arrives.
 */
export function DemoBooking() {
  const { open, announcement, booking } = useDemoState();
  const shell = useRef<HTMLFormElement>(null);
  const { state, retry, reset } = useDemoFormCode(open, shell);
  const dialog = useRef<HTMLDialogElement>(null);
  const closing = useRef<{ announcement: string; booking: DemoRequest | null }>({ announcement: '', booking: null });
  const confirmation = useRef<HTMLElement>(null);
  // While a booking is being saved the dialog stays open (Close, Cancel and Escape wait), so that
  // the visitor always learns whether it was saved (docs/demo-booking.md). Chrome still closes a
  // dialog on a second Escape in a row; the form then stays mounted until the save ends: success
  // is announced, and a failure opens the dialog again with the message and every value.
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const closeFormId = useId();

  // A screen reader user lands on the confirmation, with its reference and links, not back on the button.
  useEffect(() => {
    if (booking) confirmation.current?.focus();
  }, [booking]);

  useEscapeDismisses(!!announcement, confirmation);

  // The page left (a link, Back) while a save was still on its way: its end must not open the
  // dialog or announce anything when the visitor comes back.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      leaveDemoBooking();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    // Already open when the early-input script opened it, before this code ran.
    if (!open || !element || element.open) return;
    openDialog(element); // as the early script opens it: shown in the next frame, then modal
  }, [open]);

  /** Closes the dialog; after a save, with the success message and the booking's confirmation. */
  function finish(saved?: { booking: DemoRequest | null }) {
    if (left.current) return;
    setSaving(false);
    const outcome = { announcement: saved ? saveMessages.saved : '', booking: saved?.booking ?? null };
    if (dialog.current?.open) {
      closing.current = outcome;
      dialog.current.close();
    } else {
      closeDemoDialog(outcome.announcement, outcome.booking);
    }
  }

  function onSaving(now: boolean) {
    if (left.current) return;
    setSaving(now);
    if (!now && !dialog.current?.open) reopenDemoDialog();
  }

  function onClose() {
    reset();
    shell.current?.reset();
    closeDemoDialog(closing.current.announcement, closing.current.booking);
    closing.current = { announcement: '', booking: null };
  }

  /** Try again goes with the failure: focus goes to the first field, which takes typing meanwhile. */
  function retryFromShell() {
    shell.current?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus();
    retry();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape in the open calendar closes the calendar only, not the whole dialog.
    if (saving || dialog.current?.querySelector('.react-datepicker-popper')) event.preventDefault();
  }

  return (
    <>
      <dialog
        ref={dialog}
        id={DEMO_DIALOG_ID}
        aria-labelledby={titleId}
        onCancel={onCancel}
        onClose={onClose}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-dialog overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
          <div>
            <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
              {demoDialogText.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{demoDialogText.lead}</p>
          </div>
          <form method="dialog" id={closeFormId}>
            <CloseButton
              type="submit"
              unavailable={saving}
              label={demoDialogText.close}
              className="-mt-1 -mr-2 size-10 text-2xl text-ink-muted hover:bg-sand hover:text-ink"
            />
          </form>
        </div>
        {(open || saving) && typeof state === 'object' ? (
          <state.DemoForm
            start={state.start}
            onCancel={() => finish()}
            onSaved={(saved) => finish({ booking: saved })}
            onSaving={onSaving}
          />
        ) : (
          <DemoFormShell
            ref={shell}
            closeForm={closeFormId}
            status={
              state === 'failed' ? (
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <p role="alert" className="font-medium text-red-800">
                    {demoDialogText.loadFailed}
                  </p>
                  <button type="button" onClick={retryFromShell} className={`${buttonSecondary} px-4 py-2`}>
                    {demoDialogText.retry}
                  </button>
                </div>
              ) : (
                <p role="status" className="flex items-center gap-3 text-sm text-ink-muted">
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border-2 border-line border-t-brand-600 motion-safe:animate-spin"
                  />
                  {demoDialogText.loading}
                </p>
              )
            }
          />
        )}
      </dialog>
      <div className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
        <section
          ref={confirmation}
          tabIndex={-1}
          aria-label={booking ? confirmationText.label : undefined}
          className={
            announcement
              ? 'pointer-events-auto max-h-[85dvh] w-full max-w-md overflow-y-auto rounded-xl bg-white shadow-lift ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
              : 'contents'
          }
        >
          <div className={announcement ? 'flex items-start gap-3 bg-leaf-700 py-3 pr-2 pl-4 text-white' : 'contents'}>
            <p role="status" className="grow py-1 text-sm font-medium">
              {announcement}
            </p>
            {announcement ? (
              <CloseButton
                label={booking ? confirmationText.dismiss : demoDialogText.dismiss}
                onClick={dismissAnnouncement}
                className="size-8 text-xl hover:bg-white/15 focus-visible:outline-white"
              />
            ) : null}
          </div>
          {booking && typeof state === 'object' ? <state.BookingConfirmation booking={booking} /> : null}
        </section>
      </div>
    </>
  );
}
