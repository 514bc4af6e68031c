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

/** How far ahead a demo can be booked, in days after today in India. */
export const PREFERRED_DATE_MAX_DAYS = 365;

/** 00:00 IST of today in India, as a millisecond timestamp. */
export function indianToday(now: number = Date.now()): number {
  const inIndia = now + IST_OFFSET_MS;
  return inIndia - (inIndia % DAY_MS) - IST_OFFSET_MS;
}

/**
 * The first and last day a demo can be booked on (00:00 IST timestamps): today in India up to
 * PREFERRED_DATE_MAX_DAYS ahead. firestore.rules checks the same range against `request.time`.
 */
export function preferredDateRange(now: number = Date.now()): { first: number; last: number } {
  const first = indianToday(now);
  return { first, last: first + PREFERRED_DATE_MAX_DAYS * DAY_MS };
}

/** When a time slot ('HH:MM', IST) starts on a day (its 00:00 IST), as a millisecond timestamp. */
export function slotStart(istMidnight: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return istMidnight + (hours * 60 + minutes) * 60 * 1000;
}

/**
 * Whether a slot on the picked day has already started: today's earlier slots cannot be booked.
 * firestore.rules refuses them too, against the server's clock. False with no day or no slot.
 */
export function slotHasStarted(day: Date | null, time: string, now: number = Date.now()): boolean {
  return day !== null && time !== '' && slotStart(toIstMidnight(day), time) <= now;
}

/** A 00:00 IST timestamp as the local Date of the same calendar day (what the date picker works in). */
export function toLocalDay(istMidnight: number): Date {
  const day = new Date(istMidnight + IST_OFFSET_MS);
  return new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/**
 * A local day as the field shows it, DD/MM/YYYY. Not with Intl: a page's first Intl call loads ICU's
 * data (docs/benchmark.md), about 100 ms at 4x CPU in the tap that picks the day.
 */
export const formatDay = (day: Date) =>
  `${[day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/')}/${day.getFullYear()}`;
