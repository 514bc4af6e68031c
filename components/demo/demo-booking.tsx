'use client';

import { useEffect, useState, type ComponentType } from 'react';

import { formatReference } from '@/lib/demo-reference';

import { CloseButton } from './close-button';
import type { DemoDialogProps } from './demo-dialog';
import { closeDemoDialog, dismissAnnouncement, preloadDemoDialog, useDemoState } from './demo-store';

/**
 * The one booking dialog of the page, opened by either Schedule Demo button, and the live region
 * that announces a saved booking. The region is in the static HTML, empty, so that screen readers
 * already watch it when the message arrives.
 */
export function DemoBooking() {
  const { open, announcement, reference } = useDemoState();
  const [Dialog, setDialog] = useState<ComponentType<DemoDialogProps> | null>(null);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    preloadDemoDialog().then(
      (module) => current && setDialog(() => module.DemoDialog),
      (error: unknown) => {
        console.error('The booking dialog could not load:', error);
        closeDemoDialog();
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  return (
    <>
      {open && Dialog ? <Dialog onClosed={closeDemoDialog} /> : null}
      <div className="pointer-events-none fixed inset-x-4 bottom-16 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
        <div
          className={
            announcement
              ? 'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl bg-leaf-700 py-3 pr-2 pl-4 text-white shadow-lift'
              : 'contents'
          }
        >
          <div role="status" className="py-1 text-sm">
            {announcement ? <p className="font-medium">{announcement}</p> : null}
            {reference ? <p className="mt-1">{formatReference(reference)}</p> : null}
          </div>
          {announcement ? (
            <CloseButton
              label="Dismiss message"
              onClick={dismissAnnouncement}
              className="size-8 text-xl hover:bg-white/15"
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
