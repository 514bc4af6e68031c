import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { appPickerText } from '@/content/app-picker';
import { buttonPrimary } from '@/components/styles';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the panel instead of leaving for the browser's toolbar. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !focusable.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface MobilePanelProps {
  open: boolean;
  onDismiss: () => void;
  headingId: string;
  children: ReactNode;
}

/**
 * At 900px or narrower: the panel as a modal <dialog> sliding in from the right, full height.
 * The browser makes the rest of the page inert and closes it on Escape (which keeps the
 * selection); focus starts on the count and returns to the bar that opened it.
 */
export function MobilePanel({ open, onDismiss, headingId, children }: MobilePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    document.getElementById(headingId)?.focus();
    // The page behind does not scroll while the panel covers it.
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = '';
    };
  }, [open, headingId]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onDismiss}
      onKeyDown={keepFocusInside}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-2.5rem))] max-w-none translate-x-full bg-white p-6 shadow-lift transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-ink/40 open:translate-x-0 starting:open:translate-x-full"
    >
      {children}
    </dialog>
  );
}

interface MobileBarProps {
  count: number;
  expanded: boolean;
  onOpen: () => void;
}

/** At 900px or narrower, while apps are selected: the bar that opens the panel. */
export function MobileBar({ count, expanded, onOpen }: MobileBarProps) {
  return (
    <div
      data-picker-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-lift backdrop-blur picker:hidden"
    >
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={onOpen}
        className={`${buttonPrimary} w-full justify-between py-3 text-base`}
      >
        <span>
          <span className="tabular-nums">{count}</span> {appPickerText.selectedLabel}
        </span>
        <span>
          {appPickerText.review}
          <span aria-hidden="true"> →</span>
        </span>
      </button>
    </div>
  );
}
