/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The millisecond timestamp of 00:00 IST on the calendar day the visitor picked. The date picker
 * hands back local midnight of that day in the browser's time zone, so the day is read from the
 * local calendar fields: a visitor abroad who picks 15/01/2026 books 15/01/2026 in India.
 */
export function toIstMidnight(day: Date): number {
  return Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - IST_OFFSET_MS;
}

/** The stored value for an optional date: the timestamp, or null when no day was chosen. */
export function preferredDateValue(day: Date | null | undefined): number | null {
  return day ? toIstMidnight(day) : null;
}
