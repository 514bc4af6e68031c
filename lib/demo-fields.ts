/**
 * The schedule-demo form's fields as the page shows them: labels, hints, choices and limits, with
 * no validation code, so that the booking dialog's first draw (components/demo/demo-form-shell.tsx,
 * in the page's first load) can use them without yup. lib/demo-schema.ts re-exports them.
 */

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
  preferredDate: 'Pick a day in the calendar: arrow keys to move, Enter to choose.',
  preferredTime: 'Times are in IST (India Standard Time).',
  description: 'Your plot, your project, what you would like to see.',
} as const;

/** Preferred Time's first choice: no slot. */
export const NO_TIME_PREFERENCE = 'No preference';

export const LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  descriptionMax: 2000,
} as const;
