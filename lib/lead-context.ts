import { APP_IDS } from '../content/catalogue';
import { VIEW_MODES, type ViewMode } from './view-mode';

// Relative imports only: functions/ compiles this file too, and its compiler does not know `@/`.

/**
 * The lead's context (DECISIONS "Lead context and the CRM"): where the visitor came from and what
 * they chose, stored with the booking as its optional `context` map. Every value is optional,
 * capped and of checked characters (ASCII only, so that the browser's and the rules' regular
 * expressions read them alike); firestore.rules `isLeadContext` mirrors every check here, and
 * lib/lead-context-rules-agreement.rules.test.ts feeds the same inputs to both.
 */

/** The buttons that open the booking dialog: the hero's 'Schedule a Demo', the closing 'Schedule Demo', the /all-apps panel's. */
export const DEMO_BUTTONS = ['hero', 'closing', 'apps'] as const;
export type DemoButton = (typeof DEMO_BUTTONS)[number];

/** The apps a demo can be asked for: the enabled ones. */
export const DEMO_APP_IDS: readonly string[] = Object.values(APP_IDS);

/** The text values are LEAD_TEXT_FIELDS' keys. */
export type LeadContext = Partial<Record<LeadTextField, string>> & {
  button?: DemoButton;
  /** Apps to demo: enabled app ids (APP_IDS values), unique, 1 to 4. */
  apps?: string[];
  /** The mode the apps were picked in; only together with `apps`. */
  mode?: ViewMode;
};

/** Campaign words: letters, digits and URL punctuation, in words separated by spaces, with no space at either end. */
const CAMPAIGN_CHARACTERS = 'A-Za-z0-9!#$%&()*+,./:;=?@_|~-';
const CAMPAIGN = `^[${CAMPAIGN_CHARACTERS}]+( +[${CAMPAIGN_CHARACTERS}]+)*$`;
/** A path as URL.pathname writes it (percent-encoded), without the characters it leaves as they are but we refuse (`'`, `|`, `[`, `]`, `^`). */
const PATH = '^/[A-Za-z0-9/._~%!$&()*+,;=:@-]*$';

/**
 * The text values: each one's cap (JavaScript length, which is also the rules' size() for ASCII)
 * and pattern. firestore.rules holds the same patterns, word for word.
 */
export const LEAD_TEXT_FIELDS = {
  utmSource: { max: 100, pattern: CAMPAIGN },
  utmMedium: { max: 100, pattern: CAMPAIGN },
  utmCampaign: { max: 100, pattern: CAMPAIGN },
  utmTerm: { max: 100, pattern: CAMPAIGN },
  utmContent: { max: 100, pattern: CAMPAIGN },
  gclid: { max: 200, pattern: '^[A-Za-z0-9_-]+$' },
  // The referring site's host only, never a path or query: lowercase, as URL.hostname writes a host
  // (an internationalized one in punycode).
  referrer: { max: 253, pattern: '^[a-z0-9-]+([.][a-z0-9-]+)*$' },
  // The path the visitor landed on, and the path of the page the dialog was opened on (no query,
  // no fragment).
  landingPath: { max: 200, pattern: PATH },
  page: { max: 200, pattern: PATH },
  // An IANA name, as Intl reports it; navigator.language (BCP 47).
  timeZone: { max: 64, pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$' },
  language: { max: 35, pattern: '^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$' },
} as const;

type LeadTextField = keyof typeof LEAD_TEXT_FIELDS;

/** Every key a context may hold. */
export const LEAD_CONTEXT_KEYS = [
  ...(Object.keys(LEAD_TEXT_FIELDS) as LeadTextField[]),
  'button',
  'apps',
  'mode',
] as const;

const isText = (key: LeadTextField, value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= LEAD_TEXT_FIELDS[key].max &&
  new RegExp(LEAD_TEXT_FIELDS[key].pattern).test(value);

const isApps = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length >= 1 &&
  new Set(value).size === value.length &&
  value.every((id) => typeof id === 'string' && DEMO_APP_IDS.includes(id));

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * The valid part of a context from anywhere (the tab's storage, a stored document): known keys
 * with valid values only, `mode` only beside `apps`; undefined when nothing is left. A value is
 * kept whole or dropped, never trimmed or cut, so what is stored is what the visitor's browser
 * reported (and exactly what the rules accept).
 */
export function cleanLeadContext(raw: unknown): LeadContext | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const values = raw as Record<string, unknown>;
  const context: LeadContext = {};
  for (const key of Object.keys(LEAD_TEXT_FIELDS) as LeadTextField[]) {
    const value = values[key];
    if (isText(key, value)) context[key] = value;
  }
  if (isOneOf(DEMO_BUTTONS, values.button)) context.button = values.button;
  if (isApps(values.apps)) {
    context.apps = [...values.apps];
    if (isOneOf(VIEW_MODES, values.mode)) context.mode = values.mode;
  }
  return Object.keys(context).length > 0 ? context : undefined;
}
