import { buildTrialUrl } from './trial-url';
import type { ViewMode } from './view-mode';

/** The part of `window` the hand-off uses (a parameter, so that the decision is testable). */
export interface HandoffWindow {
  open(url: string, target: string): { opener: unknown } | null;
  location: { assign(url: string): void };
}

/**
 * Continue: opens the trial in a new tab; if the browser blocks the popup, this window goes
 * there instead; with nothing selected nothing happens.
 *
 * `window.open` is called without the `noopener` feature on purpose: with it, `open` returns
 * null whether or not the popup was blocked, and a block could not be told apart. Cutting
 * `opener` at once gives the same protection (the trial page cannot reach this window).
 */
export function continueToTrial(ids: readonly string[], mode: ViewMode, win: HandoffWindow = window) {
  const url = buildTrialUrl(ids, mode);
  if (url === null) return;
  const opened = win.open(url, '_blank');
  if (opened) opened.opener = null;
  else win.location.assign(url);
}
