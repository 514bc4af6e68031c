import { date, object, string } from 'yup';

import { saveMessages } from '../content/demo';

import { DEFAULT_URGENCY, FIELD_LABELS, LIMITS, TIME_SLOTS, URGENCY_OPTIONS, type DemoField } from './demo-fields';
import { cleanLeadContext, type LeadContext } from './lead-context';
import {
  PREFERRED_DATE_MAX_DAYS,
  preferredDateRange,
  preferredDateValue,
  slotHasStarted,
  toIstMidnight,
} from './preferred-date';

/**
 * The schedule-demo form: its fields, constants, messages and the one yup schema (spec sections
 * 3, 5 and 9, DECISIONS "Demo booking"). firestore.rules mirrors every rule here; the agreement
 * test in lib/demo-rules-agreement.rules.test.ts feeds the same inputs to both.
 */

/** The Firestore collection the requests are written to (spec section 7). */
export const DEMO_COLLECTION = 'scheduled_demos';

export {
  FIELD_HINTS,
  FIELD_LABELS,
  LIMITS,
  NO_TIME_PREFERENCE,
  TIME_SLOTS,
  URGENCY_OPTIONS,
  type DemoField,
} from './demo-fields';

/**
 * A practical email shape: a local part of the characters browsers accept, then a domain of
 * dot-separated labels with at least one dot. firestore.rules holds the same pattern.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const PHONE_PATTERN = /^[0-9]{10}$/;

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
  saved: saveMessages.saved,
  failed: saveMessages.failed,
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

/** The stored document (spec section 3): the form's fields plus the document's own id, and the lead's context when there is any. */
export interface DemoRequest {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  /** Millisecond timestamp of 00:00 IST of the chosen day, or null. */
  preferredDate: number | null;
  /** One of the TIME_SLOTS values, or null when none was chosen. */
  preferredTime: string | null;
  description: string;
  urgency: string;
  /** Where the visitor came from and what they picked (lib/lead-context.ts); absent when nothing is known. */
  context?: LeadContext;
}

// Lengths are JavaScript string lengths (UTF-16 code units), which is what the rules' size()
// counts too: an emoji outside the Basic Multilingual Plane counts as two in both.
export const demoSchema = object({
  fullName: string()
    .trim()
    .required(MESSAGES.required('fullName'))
    .min(LIMITS.fullNameMin, MESSAGES.atLeast('fullName', LIMITS.fullNameMin))
    .max(LIMITS.fullNameMax, MESSAGES.atMost('fullName', LIMITS.fullNameMax)),
  email: string()
    .trim()
    .required(MESSAGES.required('email'))
    .max(LIMITS.emailMax, MESSAGES.atMost('email', LIMITS.emailMax))
    .matches(EMAIL_PATTERN, { message: MESSAGES.email, excludeEmptyString: true }),
  phone: string()
    .trim()
    .required(MESSAGES.required('phone'))
    .matches(PHONE_PATTERN, { message: MESSAGES.phone, excludeEmptyString: true }),
  preferredDate: date()
    .nullable()
    .test('in-range', MESSAGES.dateRange, (day) => {
      if (!day) return true;
      const { first, last } = preferredDateRange();
      const value = toIstMidnight(day);
      return value >= first && value <= last;
    }),
  preferredTime: string()
    .oneOf(['', ...TIME_SLOTS.map((slot) => slot.value)])
    .test('not-started', MESSAGES.timePassed, (time, context) => {
      const day: unknown = context.parent.preferredDate;
      return !slotHasStarted(day instanceof Date ? day : null, time ?? '');
    }),
  description: string().trim().max(LIMITS.descriptionMax, MESSAGES.atMost('description', LIMITS.descriptionMax)),
  urgency: string()
    .required(MESSAGES.required('urgency'))
    .oneOf(URGENCY_OPTIONS.map((option) => option.value)),
});

/**
 * The document's fields, from valid form values: trimmed as the schema reads them, empty choices as
 * null; and the valid part of `context` (cleanLeadContext), left out when there is none, so that a
 * booking without context is written exactly as before.
 */
export function toDemoRequest(values: DemoFormValues, id: string, context?: unknown): DemoRequest {
  const lead = cleanLeadContext(context);
  return {
    id,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    preferredDate: preferredDateValue(values.preferredDate),
    preferredTime: values.preferredTime === '' ? null : values.preferredTime,
    description: values.description.trim(),
    urgency: values.urgency,
    ...(lead && { context: lead }),
  };
}
