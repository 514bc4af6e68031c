import { EARLY_INPUT } from './early-input-script.mjs';

/** What the early-input script (lib/early-input-script.mjs) keeps on `window[EARLY_INPUT]`. */
export interface EarlyInput {
  /** What was done before the page's code had run, in order: clicked buttons and links, keys pressed on a tab. */
  queue: { target: HTMLElement; key?: string; pressed?: string | null }[];
  /** Set once the queue has been replayed: from then on clicks go straight to React. */
  ready: boolean;
  /** Set while one kept input is handed over, so that the early script lets it through. */
  replaying: boolean;
  /** Starts loading the page's scripts (set by the deferred-scripts loader). */
  load: (() => void) | null;
  /** Opens a modal dialog so that the next frame shows it (DIALOG_OPENING in lib/early-input-script.mjs). */
  open: (dialog: HTMLDialogElement) => void;
}

/** Opens `dialog` as the early-input script does (E.open), or, where that script is missing, as a plain modal. */
export function openDialog(dialog: HTMLDialogElement, win: Window = window): void {
  const early = (win as Window & { [EARLY_INPUT]?: EarlyInput })[EARLY_INPUT];
  if (early) early.open(dialog);
  else dialog.showModal();
}

function dialogControlledBy(element: HTMLElement): HTMLDialogElement | null {
  const id = element.getAttribute('aria-controls');
  const target = id ? element.ownerDocument.getElementById(id) : null;
  return target instanceof HTMLDialogElement ? target : null;
}

/** The next task: React has committed what the input before changed (a link's address, say). */
function nextTask(win: Window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve));
}

function replayOne({ target, key, pressed }: EarlyInput['queue'][number]): void {
  if (!target.isConnected || (target instanceof HTMLButtonElement && target.disabled)) return;
  // A toggle tapped as it was drawn, then set by the page as it hydrated (`&app=` selects a card):
  // the tap meant to change what the visitor saw, which the page has changed already.
  if (pressed !== undefined && target.getAttribute('aria-pressed') !== pressed) return;
  if (key !== undefined) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    return;
  }
  const dialog = dialogControlledBy(target);
  if (dialog && !dialog.open) return;
  target.click();
}

/**
 * Hands the clicks and keys kept before the code had run to the now-hydrated page, in order, one
 * task apart so that each meets the page as the one before left it (a Try for free link kept after
 * a view-mode tap goes where that tap pointed it), then lets everything later through. Input that
 * comes meanwhile is still kept, after the rest. A button gone from the page, or disabled since,
 * is skipped; so is one whose dialog the visitor has already closed again (Escape works without
 * code), so that it does not spring back open; so is a toggle the page has set otherwise since it
 * was tapped. Safe to call more than once: the queue is replayed once.
 */
export async function replayEarlyInput(win: Window = window): Promise<void> {
  const early = (win as Window & { [EARLY_INPUT]?: EarlyInput })[EARLY_INPUT];
  if (!early || early.ready || early.replaying) return;
  for (let entry = early.queue.shift(); entry; entry = early.queue.shift()) {
    early.replaying = true;
    try {
      replayOne(entry);
    } finally {
      early.replaying = false;
    }
    await nextTask(win);
  }
  early.ready = true;
}
