import { useEffect, type RefObject } from 'react';

import { dismissAnnouncement } from './demo-store';

/**
 * While the booking's message and confirmation show, Escape dismisses them from anywhere on the
 * page, unless a dialog or a drawn menu takes it: fixed over the screen's bottom, they may cover
 * what Tab reaches (WCAG 2.4.11). Focus stays where it is, or, from inside them, goes back to the
 * button that opened the dialog.
 */
export function useEscapeDismisses(shown: boolean, confirmation: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!shown) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      const menus = document.querySelectorAll<HTMLElement>('details[data-menu][open]');
      if ([...menus].some((menu) => menu.checkVisibility())) return;
      dismissAnnouncement(confirmation.current?.contains(document.activeElement) ?? false);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, confirmation]);
}
