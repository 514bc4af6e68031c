import { TRIAL_URL } from './app-urls';
import type { ViewMode } from './view-mode';

/**
 * The trial hand-off URL: `<origin>/trial?products=<ids comma-joined>&usertype=<mode>`.
 * Ids come in the catalogue's order (the cards' order on the page); each value is URL-encoded as
 * a whole, so the joining commas travel as %2C and any id is safe. Nothing selected means no URL (null).
 */
export function buildTrialUrl(ids: readonly string[], mode: ViewMode, trialUrl: string = TRIAL_URL): string | null {
  if (ids.length === 0) return null;
  return `${trialUrl}?products=${encodeURIComponent(ids.join(','))}&usertype=${encodeURIComponent(mode)}`;
}
