import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const fromWindow = () => window.location.search;
const inStaticHtml = () => '';

/**
 * The page's query string. The static HTML is built without one, so React renders it as empty
 * while it hydrates and re-renders with the real one right after: nothing in the HTML depends on it.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(neverChanges, fromWindow, inStaticHtml);
}
