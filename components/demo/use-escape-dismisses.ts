import { useEffect } from 'react';

/**
 * While the booking's message and confirmation show, Escape dismisses them from anywhere on the
 * page, unless a dialog or a drawn menu takes it: fixed over the screen's bottom, they may cover
 * what Tab reaches (WCAG 2.4.11).
 */
export function useEscapeDismisses(shown: boolean, dismiss: () => void) {
  useEffect(() => {
    if (!shown) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open], :popover-open')) return;
      const menus = document.querySelectorAll<HTMLElement>('details[data-menu][open]');
      if ([...menus].some((menu) => menu.checkVisibility())) return;
      dismiss();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, dismiss]);
}
