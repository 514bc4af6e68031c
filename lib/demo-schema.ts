import { yupToFormErrors } from 'formik';
import { ValidationError, date, object, string } from 'yup';

import {
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  PHONE_PATTERN,
  oneLine,
  TIME_SLOTS,
  URGENCY_OPTIONS,
  type DemoFormValues,
} from './demo-fields';
import { cleanLeadContext, type LeadContext } from './lead-context';
import { preferredDateRange, slotHasStarted, toIstMidnight } from './preferred-date';

/**
 * The schedule-demo form's one yup schema, and the stored document (spec sections 3, 5 and 9,
 * DECISIONS "Demo booking"); the fields, constants and messages are in lib/demo-fields.ts. firestore.rules mirrors every rule here; the agreement
 * test in lib/demo-rules-agreement.rules.test.ts feeds the same inputs to both.
 */

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
    .transform((name?: string) => name && oneLine(name))
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
 * The document's fields, from valid form values: trimmed (the name on one line) as the schema
 * reads them, empty choices as null; and the valid part of `context` (cleanLeadContext), left out when there is none, so that a
 * booking without context is written exactly as before.
 */
export function toDemoRequest(values: DemoFormValues, id: string, context?: unknown): DemoRequest {
  const lead = cleanLeadContext(context);
  return {
    id,
    fullName: oneLine(values.fullName),
    email: values.email.trim(),
    phone: values.phone.trim(),
    preferredDate: values.preferredDate ? toIstMidnight(values.preferredDate) : null,
    preferredTime: values.preferredTime === '' ? null : values.preferredTime,
    description: values.description.trim(),
    urgency: values.urgency,
    ...(lead && { context: lead }),
  };
}

/** The form's errors by field, as it shows them: the first message of each field that fails. */
export async function demoErrors(values: DemoFormValues): Promise<Partial<Record<keyof DemoFormValues, string>>> {
  try {
    await demoSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return yupToFormErrors<DemoFormValues>(error); // the first message of each field
  }
}
