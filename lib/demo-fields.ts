import { PREFERRED_DATE_MAX_DAYS } from './preferred-date';

/**
 * The schedule-demo form's fields as the page shows them: labels, hints, choices, limits, patterns
 * and messages, without yup, so that the form in the page's first load can use them; its schema,
 * loaded when it first validates, is lib/demo-schema.ts.
 */

/** The Firestore collection the requests are written to (spec section 7). */
export const DEMO_COLLECTION = 'scheduled_demos';

/** The apps to demo, each a checkbox of the form (lib/demo-requests.ts reads them for the lead's context). */
export const DEMO_APPS_FIELD = 'demoApps';

/** Display names, used in labels and in the messages. */
export const FIELD_LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  description: 'Description',
  urgency: 'Urgency',
} as const;

export type DemoField = keyof typeof FIELD_LABELS;

/** The time slots, value and label, in IST. */
export const TIME_SLOTS = [
  { value: '09:00', label: '9:00 AM' },
  { value: '10:00', label: '10:00 AM' },
  { value: '11:00', label: '11:00 AM' },
  { value: '14:00', label: '2:00 PM' },
  { value: '15:00', label: '3:00 PM' },
  { value: '16:00', label: '4:00 PM' },
] as const;

export const URGENCY_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
] as const;

/**
 * The services a demo can be about, value and label, as the spec defines them (the value `Manage`
 * with its capital M, as the spec has it). The spec defines them but does not show them in the
 * form, so no field asks for one and no request stores one: nothing uses them (knip: public).
 * @public
 */
export const SERVICE_OPTIONS = [
  { value: 'design', label: 'Architectural Design' },
  { value: 'construction', label: 'Construction Management' },
  { value: 'Manage', label: 'Project Management' },
  { value: 'facility', label: 'Facility Management' },
] as const;

export type Urgency = (typeof URGENCY_OPTIONS)[number]['value'];

export const DEFAULT_URGENCY: Urgency = 'normal';

/** The hints under the fields. */
export const FIELD_HINTS = {
  phone: '10 digits, no spaces',
  preferredDate: 'Pick a day in the calendar.',
  preferredTime: 'Times are in IST (India Standard Time).',
  description: 'Your plot, your project, what you would like to see.',
} as const;

/** Preferred Date's hint goes on with the keys where the main pointer is a mouse, not a finger. */
export const DATE_KEYS_HINT = 'Down arrow to go into it, arrow keys to move, Enter to choose, Escape to close.';

/** Preferred Time's first choice: no slot. */
export const NO_TIME_PREFERENCE = 'No preference';

export const LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  descriptionMax: 2000,
} as const;

/**
 * A practical email shape: a local part of the characters browsers accept, in dot-separated runs (no
 * dot first, last or twice: a mail server refuses those), then a domain of dot-separated labels
 * ending in a top-level one that starts with a letter and has two characters or more.
 * firestore.rules holds the same pattern.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$/;
export const PHONE_PATTERN = /^[0-9]{10}$/;

/**
 * What separates a name's words: spaces and line breaks, controls, direction overrides, which could
 * hide or reverse what follows them, and characters that show nothing (zero-width space, direction
 * marks, word joiner, fillers), of which a name could seem blank to the sales team. Not the
 * zero-width joiner and non-joiner, which Indic scripts and emoji need. firestore.rules names the
 * same characters.
 */
const NAME_GAP = String.raw`\s\p{Cc}\u202A-\u202E\u2066-\u2069\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2060-\u2064\u2800\u3164\uFFA0`;

/**
 * A name on one line, its words and single spaces, as the site stores it and the function reads
 * any stored one: a line break would forge lines in the sales alert.
 */
export const oneLine = (value: string) => value.replace(new RegExp(`[${NAME_GAP}]+`, 'gu'), ' ').trim();

/**
 * The same rules as the fields' `pattern` attributes, for the browser's own validation before the
 * form's code has come (matched whole, with the `v` flag, so some characters are escaped): a name
 * of at least 2 characters once on one line (oneLine), EMAIL_PATTERN, PHONE_PATTERN, each with the
 * schema's trim (the browser trims an email field's value itself). Unit-tested against the schema.
 */
export const INPUT_PATTERNS = {
  fullName: `[${NAME_GAP}]*[^${NAME_GAP}][\\s\\S]*[^${NAME_GAP}][${NAME_GAP}]*`,
  email: String.raw`[A-Za-z0-9!#$%&'*+\/=?^_\`\{\|\}~\-]+(?:\.[A-Za-z0-9!#$%&'*+\/=?^_\`\{\|\}~\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])`,
  phone: String.raw`\s*[0-9]{10}\s*`,
} as const;

export const MESSAGES = {
  required: (field: DemoField) => `${FIELD_LABELS[field]} is required`,
  atLeast: (field: DemoField, count: number) => `${FIELD_LABELS[field]} must be at least ${count} characters`,
  // The spec has no message for the caps of DECISIONS.md; this one follows the spec's pattern.
  atMost: (field: DemoField, count: number) => `${FIELD_LABELS[field]} must be at most ${count} characters`,
  // Also not in the spec (DECISIONS "Demo booking": a day from today in India up to 365 days ahead).
  dateRange: `${FIELD_LABELS.preferredDate} must be a day from today up to ${PREFERRED_DATE_MAX_DAYS} days ahead`,
  // Nor this one: a slot that has already started today (lib/preferred-date.ts slotHasStarted).
  timePassed: `${FIELD_LABELS.preferredTime} has already passed today: pick a later time or another day`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid 10-digit phone number',
} as const;

/** What the form holds: strings as the inputs give them, and the picked day (local midnight) or null. */
export interface DemoFormValues {
  fullName: string;
  email: string;
  phone: string;
  preferredDate: Date | null;
  /** '' when no slot was chosen. */
  preferredTime: string;
  description: string;
  urgency: string;
}

export const INITIAL_DEMO_VALUES: DemoFormValues = {
  fullName: '',
  email: '',
  phone: '',
  preferredDate: null,
  preferredTime: '',
  description: '',
  urgency: DEFAULT_URGENCY,
};

/**
 * The form's one-line text fields as its inputs carry them: their constraints are the schema's, for
 * the browser to check before the form's code, with the messages it then shows (`missing` while the
 * field is empty, `invalid` otherwise).
 */
export const TEXT_FIELDS = [
  {
    name: 'fullName',
    autoComplete: 'name',
    maxLength: LIMITS.fullNameMax,
    pattern: INPUT_PATTERNS.fullName,
    messages: { missing: MESSAGES.required('fullName'), invalid: MESSAGES.atLeast('fullName', LIMITS.fullNameMin) },
  },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    maxLength: LIMITS.emailMax,
    pattern: INPUT_PATTERNS.email,
    messages: { missing: MESSAGES.required('email'), invalid: MESSAGES.email },
  },
  {
    name: 'phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    pattern: INPUT_PATTERNS.phone,
    hint: FIELD_HINTS.phone,
    messages: { missing: MESSAGES.required('phone'), invalid: MESSAGES.phone },
  },
] as const;
