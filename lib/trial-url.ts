import { TRIAL_URL } from './app-urls';
import type { ViewMode } from './view-mode';

/**
 * The trial hand-off URL: `<origin>/trial?products=<ids comma-joined>&usertype=<mode>`.
 * Ids come in the catalogue's order (the cards' order on the page), each URL-encoded and joined
 * by plain commas, as DECISIONS writes the URL: a trial app that splits the raw query on commas
 * reads them too. Nothing selected means no URL (null).
 */
export function buildTrialUrl(ids: readonly string[], mode: ViewMode, trialUrl: string = TRIAL_URL): string | null {
  if (ids.length === 0) return null;
  return `${trialUrl}?products=${ids.map(encodeURIComponent).join(',')}&usertype=${encodeURIComponent(mode)}`;
}
