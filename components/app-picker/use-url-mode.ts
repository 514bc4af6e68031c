import { useSyncExternalStore } from 'react';

import { parseViewMode, type ViewMode } from '@/lib/view-mode';

const neverChanges = () => () => {};
const fromUrl = (): ViewMode => parseViewMode(new URLSearchParams(window.location.search).get('usertype'));
const inStaticHtml = (): ViewMode => 'business';

/**
 * The mode the page was opened in (`?usertype=individual`, else business). The static HTML is
 * always the business view; React re-renders with the URL's mode right after hydration.
 */
export function useUrlMode(): ViewMode {
  return useSyncExternalStore(neverChanges, fromUrl, inStaticHtml);
}
