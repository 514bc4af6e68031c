'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DisclosureMenuProps {
  /** The always-visible toggle's content. */
  summary: ReactNode;
  summaryClassName?: string;
  className?: string;
  panelClassName?: string;
  /** Server-rendered links. */
  children: ReactNode;
}

/**
 * A <details> disclosure of links: it opens and closes without JavaScript, and once hydrated it
 * adds what a menu needs: arrow keys, Home/End, Escape back to the toggle, closing on a click
 * outside, on focus leaving and on choosing a link. Before the code has run it is the browser's
 * disclosure: Enter, Space or a tap opens and closes it.
 */
export function DisclosureMenu({
  summary,
  summaryClassName,
  className,
  panelClassName,
  children,
}: DisclosureMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    function closeOnOutsideClick(event: PointerEvent) {
      const details = detailsRef.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    // From the menu, or from nowhere: a click on the panel between its links leaves focus on the
    // page (and Safari gives none to a clicked toggle), where the menu would not hear the key.
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      const details = detailsRef.current;
      const from = event.target;
      if (event.key !== 'Escape' || event.defaultPrevented || !details?.open || !details.getClientRects().length)
        return;
      if (from !== document.body && !(from instanceof Node && details.contains(from))) return;
      event.preventDefault();
      close(true);
    }
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  function links(): HTMLAnchorElement[] {
    return Array.from(detailsRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-panel] a') ?? []);
  }

  function close(focusToggle: boolean) {
    const details = detailsRef.current;
    if (!details) return;
    details.open = false;
    if (focusToggle) details.querySelector('summary')?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = detailsRef.current;
    if (!details) return;
    const items = links();
    const index = items.findIndex((link) => link === document.activeElement);
    const focusAt = (next: number) => items.at(next % items.length)?.focus();

    switch (event.key) {
      // Opening is synchronous, so the links can take focus at once (and fast key presses never race).
      case 'ArrowDown':
        event.preventDefault();
        details.open = true;
        focusAt(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        details.open = true;
        focusAt(index <= 0 ? items.length - 1 : index - 1);
        return;
      case 'Home':
      case 'End':
        if (index === -1) return;
        event.preventDefault();
        focusAt(event.key === 'Home' ? 0 : items.length - 1);
        return;
    }
  }

  return (
    <details
      ref={detailsRef}
      data-menu
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving elsewhere by keyboard closes the menu; clicks outside are handled above.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
      onClick={(event) => {
        // A link opened in a new tab or window (a modifier key) leaves this page, and the menu, as
        // they were.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        if (event.target instanceof Element && event.target.closest('[data-menu-panel] a')) close(false);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      <div data-menu-panel className={panelClassName}>
        {children}
      </div>
    </details>
  );
}
