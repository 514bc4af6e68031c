import { useSyncExternalStore } from 'react';

import type { DemoRequest } from '@/lib/demo-schema';
import { loadOnce } from '@/lib/load-once';

/**
 * The little state the two Schedule Demo buttons share with the one booking dialog: whether it is
 * open and the last announcement. The dialog's frame is in the page's HTML; the form's code
 * (formik, yup) stays out of the first load: it is imported on intent (hover, focus, touch) and on
 * opening, the date picker's right after it, and the Firebase SDK only once the form is showing.
 */
interface DemoState {
  open: boolean;
  announcement: string;
  /** The booking just saved, shown beside the announcement until dismissed. */
  booking: DemoRequest | null;
}

let state: DemoState = { open: false, announcement: '', booking: null };
let opener: HTMLElement | null = null;
/**
 * The request the last failed save tried, kept across openings of the dialog: a retry with the
 * same values, even after closing and opening again, writes to the same document
 * (lib/demo-requests.ts `demoRequestFor`). Forgotten once a booking is saved or the page is left.
 */
let lastTried: DemoRequest | null = null;

export const triedRequest = {
  get: () => lastTried,
  set: (request: DemoRequest | null) => (lastTried = request),
};
const listeners = new Set<() => void>();

function update(next: Partial<DemoState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The booking dialog's id: the Schedule Demo buttons control it (aria-controls). */
export const DEMO_DIALOG_ID = 'demo-dialog';

/** Starts loading the form's code, once; a failed load (say, offline) is retried next time. */
export const preloadDemoForm = loadOnce(() => import('./demo-form'));

export function openDemoDialog(from: HTMLElement) {
  opener = from;
  update({ open: true, announcement: '', booking: null });
}

/** Opens the dialog again for the button that last opened it (a failed save after it was shut). */
export function reopenDemoDialog() {
  update({ open: true, announcement: '', booking: null });
}

/**
 * Closes the dialog and announces `announcement` (if any). Focus goes back to the button that
 * opened it, unless a booking was saved: then its confirmation takes focus (DemoBooking).
 */
export function closeDemoDialog(announcement = '', booking: DemoRequest | null = null) {
  update({ open: false, announcement, booking });
  if (!booking) opener?.focus();
}

/** Dismisses the announcement and the confirmation; focus goes back to the button that opened the dialog. */
export function dismissAnnouncement(returnFocus = true) {
  update({ announcement: '', booking: null });
  if (returnFocus) opener?.focus();
}

/**
 * The page with the dialog is left (a link in the site): nothing of it comes back with the page,
 * neither an open dialog nor a booking's confirmation, whose links need the form's code.
 */
export function leaveDemoBooking() {
  opener = null;
  lastTried = null;
  update({ open: false, announcement: '', booking: null });
}

export function useDemoState(): DemoState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
