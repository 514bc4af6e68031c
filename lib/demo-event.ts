import { DEMO_MINUTES, confirmationEmail, demoEventTexts, preferredTimeTexts } from '../content/booking';
import { formatReference } from '../content/demo';
import { CONTACT } from '../content/site';
import { TIME_SLOTS } from './demo-fields';
import type { DemoRequest } from './demo-schema';
import { formatDay, slotStart, toLocalDay } from './preferred-date';

// Relative imports only: functions/ compiles this file too, and its compiler does not know `@/`.

/**
 * The demo a booking asks for, as the emails and the page describe it and as a calendar event.
 * A request stores its day as the timestamp of 00:00 IST (lib/preferred-date.ts) and its time as a
 * slot value such as '14:00', also IST; India has no daylight saving, so the start of the demo is
 * that timestamp plus the slot, an instant in UTC like every timestamp.
 */
type Slot = Pick<DemoRequest, 'preferredDate' | 'preferredTime'>;

const INDIA = 'Asia/Kolkata';
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: INDIA, weekday: 'long' });

/** The chosen slot, or undefined when none (or an unknown one) is stored. */
function slotOf(preferredTime: string | null) {
  return TIME_SLOTS.find((slot) => slot.value === preferredTime);
}

/**
 * The visitor's choice in words: the day ('Thursday 15/01/2026') and the time ('2:00 PM IST'), each
 * null when not chosen, and the sentence the confirmation says it in (the email's; the page's too,
 * but for a day and a time).
 */
export function describePreferredTime({ preferredDate, preferredTime }: Slot) {
  const slot = slotOf(preferredTime);
  const time = slot ? `${slot.label} IST` : null;
  const day =
    preferredDate === null ? null : `${weekdayFormat.format(preferredDate)} ${formatDay(toLocalDay(preferredDate))}`;
  const dateAndTime = day && time ? preferredTimeTexts.dateAndTime(day, time) : null;
  const { when } = confirmationEmail;
  const asked = dateAndTime
    ? when.dateAndTime(dateAndTime)
    : day
      ? when.dateOnly(day)
      : time
        ? when.timeOnly(time)
        : when.neither;
  return { time, day, dateAndTime, asked };
}

/**
 * An instant as a clock in `timeZone` shows it, as the emails write a day and a slot ('Thursday
 * 15/01/2026 at 3:30 AM'); throws a RangeError for a zone Intl does not know.
 */
function formatIn(timeZone: string, instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Not `hour12: true`: with en-GB that counts 0-11, and the half hour after midnight read '0:30 AM'.
      hourCycle: 'h12',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const { weekday, day, month, year, hour, minute, dayPeriod = '' } = parts;
  return preferredTimeTexts.dateAndTime(
    `${weekday} ${day}/${month}/${year}`,
    `${hour}:${minute} ${dayPeriod.toUpperCase()}`,
  );
}

/**
 * The demo's start on the visitor's clock, or null when it reads the same as in India (their zone
 * is India's, under any of its names, or another at +05:30) or the zone is unknown.
 */
export function localStart(start: number, timeZone: string): string | null {
  try {
    const local = formatIn(timeZone, start);
    return local === formatIn(INDIA, start) ? null : local;
  } catch {
    return null;
  }
}

const UID_DOMAIN = CONTACT.email.slice(CONTACT.email.indexOf('@') + 1);

/**
 * The demo as a calendar event (start and end in milliseconds since the epoch), when the visitor
 * chose both a day and a time; null otherwise.
 */
export function demoEvent(request: Pick<DemoRequest, 'id'> & Slot) {
  const slot = slotOf(request.preferredTime);
  if (request.preferredDate === null || !slot) return null;
  const start = slotStart(request.preferredDate, slot.value);
  return {
    // Stable per booking: a second import of the same file updates the event instead of adding one.
    uid: `demo-${request.id}@${UID_DOMAIN}`,
    title: demoEventTexts.title,
    description: demoEventTexts.description(formatReference(request.id)),
    start,
    end: start + DEMO_MINUTES * 60_000,
  };
}

export type DemoEvent = NonNullable<ReturnType<typeof demoEvent>>;
