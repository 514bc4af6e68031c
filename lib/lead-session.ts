import type { ViewMode } from './view-mode';

/**
 * What this tab remembers for a booking's lead context, in sessionStorage (never a cookie; DECISIONS
 * "Lead context and the CRM"): the address the visitor landed on, stripped to its path and campaign
 * tags, and the referring site; the apps picked on /all-apps, with their names (so the booking
 * dialog can list them without the catalogue) and the mode. The booking checks and shapes them
 * (lib/lead-context.ts). Storage that is full or off (private modes) keeps nothing, silently: the
 * context is optional.
 */
const KEY = 'homeos.lead';

export interface PickedApp {
  id: string;
  name: string;
}

interface Session {
  /** Where the visitor landed (landingContext's): checked when a booking takes it (lib/lead-context.ts). */
  landing?: Record<string, string>;
  picks?: { apps: PickedApp[]; mode: ViewMode };
}

/** The query parameters a landing address keeps, by their names in the lead's context: the campaign tags and Google Ads' click id. */
const TAGS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
};

const parse = (href: string) => {
  try {
    return new URL(href);
  } catch {
    return null;
  }
};

/**
 * What the address a visitor lands on (`location.href`) and `document.referrer` tell, by the lead
 * context's keys: the campaign tags and gclid of its query (spaces around one dropped: a `+` in a
 * query is a space), the referring site's host when it is another site, and the landing path. Not
 * checked here: a booking keeps only what lib/lead-context.ts finds valid.
 */
export function landingContext(href: string, referrer: string): Record<string, string> {
  const url = parse(href);
  if (!url) return {};
  const found: Record<string, string> = { landingPath: url.pathname };
  for (const [key, parameter] of Object.entries(TAGS)) {
    const value = url.searchParams.get(parameter)?.trim();
    if (value) found[key] = value;
  }
  const from = parse(referrer);
  if (from?.hostname && from.hostname !== url.hostname) found.referrer = from.hostname;
  return found;
}

function read(stored = storedSession()): Session {
  try {
    const value: unknown = JSON.parse(stored ?? '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

function write(session: Session) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // nothing kept
  }
  window.dispatchEvent(new Event(KEY));
}

/** Calls `onChange` whenever this tab's picks change (components read them with useSyncExternalStore). */
export function subscribeToPicks(onChange: () => void): () => void {
  window.addEventListener(KEY, onChange);
  return () => window.removeEventListener(KEY, onChange);
}

/** The stored session as text: the same string while nothing changed. */
export function storedSession(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers where the visitor landed in this tab: the first page they opened, and from where. A
 * referrer on this site is a page left before its code ran (a link followed at once), or one this
 * tab was opened from (a middle click: it shares no storage). Only that page's campaign tags then
 * tell where the visitor came from; without them nothing is kept: "Direct" would be a guess.
 */
export function rememberLanding() {
  const session = read();
  if (session.landing) return;
  const { href, host } = window.location;
  const fromHere = parse(document.referrer)?.host === host;
  const landing = fromHere ? landingContext(document.referrer, '') : landingContext(href, document.referrer);
  if (!fromHere || Object.keys(landing).some((key) => key !== 'landingPath')) write({ ...session, landing });
}

/** Where the visitor landed in this tab, as rememberLanding kept it. */
export const landing = () => read().landing;

/** The apps picked on /all-apps now, and the mode they were picked in. */
export function rememberPicks(apps: PickedApp[], mode: ViewMode) {
  write({ ...read(), picks: { apps, mode } });
}

/** The apps last picked in this tab (from `stored`, storedSession's), with their mode; null when none. */
export function pickedApps(stored = storedSession()): { apps: PickedApp[]; mode: ViewMode } | null {
  const picks = read(stored).picks;
  return picks && Array.isArray(picks.apps) && picks.apps.length > 0 ? picks : null;
}
