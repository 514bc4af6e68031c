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
  /** The landing address (path and campaign tags only) and the referring site's origin ('' for none or this site). */
  landing?: { href: string; referrer: string };
  picks?: { apps: PickedApp[]; mode: ViewMode };
}

/** The query parameters a landing address keeps: the campaign tags and Google Ads' click id. */
const TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'];

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
 * referrer on this site means they left that page before its code ran (a link followed at once):
 * that page was the landing, with its campaign tags, and where it came from is not known.
 */
export function rememberLanding() {
  const session = read();
  if (session.landing) return;
  const here = new URL(window.location.href);
  let from: URL | null = null;
  try {
    from = new URL(document.referrer);
  } catch {
    // no referrer, or not a URL
  }
  const landed = from?.host === here.host ? from : here;
  const tags = new URLSearchParams();
  for (const tag of TAGS) if (landed.searchParams.has(tag)) tags.set(tag, landed.searchParams.get(tag) ?? '');
  const referrer = from && from.host !== here.host ? `${from.origin}/` : '';
  write({ ...session, landing: { href: `${landed.origin}${landed.pathname}?${tags}`, referrer } });
}

/** Where the visitor landed in this tab, as rememberLanding kept it. */
export const landing = () => read().landing ?? null;

/** The apps picked on /all-apps now, and the mode they were picked in. */
export function rememberPicks(apps: PickedApp[], mode: ViewMode) {
  write({ ...read(), picks: { apps, mode } });
}

/** The apps last picked in this tab (from `stored`, storedSession's), with their mode; null when none. */
export function pickedApps(stored = storedSession()): { apps: PickedApp[]; mode: ViewMode } | null {
  const picks = read(stored).picks;
  return picks && Array.isArray(picks.apps) && picks.apps.length > 0 ? picks : null;
}
