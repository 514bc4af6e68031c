import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window changes. The static HTML has
 * no window: it is rendered as `serverValue`, and React re-renders with the real answer right
 * after hydration.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
