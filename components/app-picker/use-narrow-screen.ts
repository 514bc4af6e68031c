import { useSyncExternalStore } from 'react';

/** At 900px or narrower the selection panel is a slide-in (tailwind.config.ts: `picker` starts at 901px). */
const NARROW = '(max-width: 900px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
