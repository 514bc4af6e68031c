import { useSyncExternalStore } from 'react';

/**
 * The little state the two Schedule Demo buttons share with the one booking dialog: whether it is
 * open and the last announcement. The dialog's own code (formik, yup, the date picker and the
 * Firebase SDK) stays out of the first load: it is imported on intent (hover, focus, touch) and
 * on click.
 */
interface DemoState {
  open: boolean;
  announcement: string;
  /** The saved booking's id, shown with the announcement ('' when none). */
  reference: string;
}

let state: DemoState = { open: false, announcement: '', reference: '' };
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<DemoState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let dialogModule: Promise<typeof import('./demo-dialog')> | undefined;

/** Starts loading the dialog's code, once; a failed load (say, offline) is retried next time. */
export function preloadDemoDialog() {
  dialogModule ??= import('./demo-dialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

export function openDemoDialog(from: HTMLElement) {
  opener = from;
  update({ open: true, announcement: '', reference: '' });
}

/**
 * Closes the dialog, announces `announcement` (if any) with the booking's `reference` (if any)
 * and gives focus back to the button that opened it.
 */
export function closeDemoDialog(announcement = '', reference = '') {
  update({ open: false, announcement, reference });
  opener?.focus();
}

export function dismissAnnouncement() {
  update({ announcement: '', reference: '' });
}

export function useDemoState(): DemoState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
