import { ROUTES } from '@/content/routes.mjs';

import { parseViewMode, type ViewMode } from './view-mode';

/** The all-apps page's query: the view mode (named as in the trial URL) and an app to select. */
const PARAMS = { mode: 'usertype', app: 'app' } as const;

/** A product's trial link on the products page: the picker, in the visitor's mode, with that app selected. */
export function pickerUrl(mode: ViewMode, appId: string): string {
  return `${ROUTES.allApps}?${new URLSearchParams({ [PARAMS.mode]: mode, [PARAMS.app]: appId })}`;
}

/**
 * What a link into the picker asked for (`location.search`): the mode, anything unknown business,
 * and the app to select as given (the picker checks that it is on offer).
 */
export function readPickerUrl(search: string) {
  const query = new URLSearchParams(search);
  return { mode: parseViewMode(query.get(PARAMS.mode)), app: query.get(PARAMS.app) };
}
