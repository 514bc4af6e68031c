'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';

import { buttonSecondary } from '@/components/styles';
import { demoDialogText } from '@/content/demo';

import { CloseButton } from './close-button';
import type { DemoFormProps } from './demo-form';
import {
  DEMO_DIALOG_ID,
  closeDemoDialog,
  dismissAnnouncement,
  preloadDemoForm,
  reopenDemoDialog,
  useDemoState,
} from './demo-store';

type FormState = { Form: ComponentType<DemoFormProps> } | 'loading' | 'failed';

/**
 * The form's code: loaded when the dialog opens (if intent has not loaded it already). A failed
 * load shows a message with a retry; closing the dialog forgets the failure, so that it tries
 * again when opened again.
 */
function useDemoFormCode(open: boolean) {
  const [state, setState] = useState<FormState>('loading');
  const pending = state === 'loading';

  useEffect(() => {
    if (!open || !pending) return;
    let current = true;
    preloadDemoForm().then(
      (module) => current && setState({ Form: module.DemoForm }),
      (error: unknown) => {
        console.error('The booking form could not load:', error);
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [open, pending]);

  const retry = () => setState('loading');
  return { state, retry, forgetFailure: () => state === 'failed' && retry() };
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
  const { open, announcement } = useDemoState();
  const { state, retry, forgetFailure } = useDemoFormCode(open);
  const dialog = useRef<HTMLDialogElement>(null);
  const closingMessage = useRef<string | undefined>(undefined);
  // While a booking is being saved the dialog stays open (Close, Cancel and Escape wait), so that
  // the visitor always learns whether it was saved (docs/demo-booking.md). Chrome still closes a
  // dialog on a second Escape in a row; the form then stays mounted until the save ends: success
  // is announced, and a failure opens the dialog again with the message and every value.
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    // Already open when the early-input script opened it, before this code ran.
    if (open && element && !element.open) element.showModal();
  }, [open]);

  function finish(message?: string) {
    setSaving(false);
    if (dialog.current?.open) {
      closingMessage.current = message;
      dialog.current.close();
    } else {
      closeDemoDialog(message);
    }
  }

  function onSaving(now: boolean) {
    setSaving(now);
    if (!now && !dialog.current?.open) reopenDemoDialog();
  }

  function onClose() {
    forgetFailure();
    closeDemoDialog(closingMessage.current);
    closingMessage.current = undefined;
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
          <form method="dialog">
            <CloseButton
              type="submit"
              unavailable={saving}
              label={demoDialogText.close}
              className="-mt-1 -mr-2 size-10 text-2xl text-ink-muted hover:bg-sand hover:text-ink"
            />
          </form>
        </div>
        {(open || saving) && typeof state === 'object' ? (
          <state.Form onCancel={() => finish()} onSaved={finish} onSaving={onSaving} />
        ) : state === 'failed' ? (
          <div className="px-5 py-10 text-center sm:px-8">
            <p role="alert" className="font-medium text-red-800">
              {demoDialogText.loadFailed}
            </p>
            <button type="button" onClick={retry} className={`${buttonSecondary} mt-5 px-5 py-2.5`}>
              {demoDialogText.retry}
            </button>
          </div>
        ) : (
          <p role="status" className="flex items-center justify-center gap-3 px-5 py-16 text-ink-muted sm:px-8">
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-line border-t-brand-600 motion-safe:animate-spin"
            />
            {demoDialogText.loading}
          </p>
        )}
      </dialog>
      <div className="pointer-events-none fixed inset-x-4 bottom-16 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
        <div
          className={
            announcement
              ? 'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl bg-leaf-700 py-3 pr-2 pl-4 text-white shadow-lift'
              : 'contents'
          }
        >
          <p role="status" className="py-1 text-sm font-medium">
            {announcement}
          </p>
          {announcement ? (
            <CloseButton
              label={demoDialogText.dismiss}
              onClick={dismissAnnouncement}
              className="size-8 text-xl hover:bg-white/15"
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
