import { EARLY_INPUT } from './early-input-script.mjs';

/** What the early-input script (lib/early-input-script.mjs) keeps on `window[EARLY_INPUT]`. */
export interface EarlyInput {
  /** What was done before the page's code had run, in order: clicked buttons, keys pressed on a tab. */
  queue: { target: HTMLElement; key?: string }[];
  /** Set once the queue has been replayed: from then on clicks go straight to React. */
  ready: boolean;
  /** Starts loading the page's scripts (set by the deferred-scripts loader). */
  load: (() => void) | null;
}

function dialogControlledBy(element: HTMLElement): HTMLDialogElement | null {
  const id = element.getAttribute('aria-controls');
  const target = id ? element.ownerDocument.getElementById(id) : null;
  return target instanceof HTMLDialogElement ? target : null;
}

/**
 * Hands the clicks and keys kept before the code had run to the now-hydrated page, in order, and
 * lets everything later through. A button gone from the page, or disabled since, is skipped; so is
 * one whose dialog the visitor has already closed again (Escape works without code), so that it
 * does not spring back open. Safe to call more than once: the queue is replayed once.
 */
export function replayEarlyInput(win: Window = window): void {
  const early = (win as Window & { [EARLY_INPUT]?: EarlyInput })[EARLY_INPUT];
  if (!early || early.ready) return;
  early.ready = true;
  for (const { target, key } of early.queue.splice(0)) {
    if (!target.isConnected || (target instanceof HTMLButtonElement && target.disabled)) continue;
    if (key !== undefined) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      continue;
    }
    const dialog = dialogControlledBy(target);
    if (dialog && !dialog.open) continue;
    target.click();
  }
}
