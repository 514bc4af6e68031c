'use client';

import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

import { MESSAGES } from '@/lib/demo-schema';

import { CloseButton } from './close-button';
import { DemoForm } from './demo-form';

export interface DemoDialogProps {
  /** Called once the dialog has closed, with the message to announce (none on Cancel) and the booking's id. */
  onClosed: (announcement?: string, reference?: string) => void;
}

/**
 * The booking dialog: a native modal <dialog>, so focus moves in and stays there, the rest of
 * the page is inert and Escape closes it. Loaded on demand (see demo-store.ts).
 */
export function DemoDialog({ onClosed }: DemoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const announcement = useRef<{ message?: string; reference?: string }>({});
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function close(message?: string, reference?: string) {
    announcement.current = { message, reference };
    dialog.current?.close();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape in the open calendar closes the calendar only, not the whole dialog.
    if (dialog.current?.querySelector('.react-datepicker-popper')) event.preventDefault();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={() => onClosed(announcement.current.message, announcement.current.reference)}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-dialog overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
        <div>
          <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
            Schedule a demo
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Tell us about your home and when to call. A 30-minute walkthrough, free.
          </p>
        </div>
        <CloseButton
          label="Close"
          onClick={() => close()}
          className="-mt-1 -mr-2 size-10 text-2xl text-ink-muted hover:bg-sand hover:text-ink"
        />
      </div>
      <DemoForm onCancel={() => close()} onSaved={(id) => close(MESSAGES.saved, id)} />
    </dialog>
  );
}
