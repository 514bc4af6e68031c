import { demoCalendarFile } from './demo-calendar';
import { demoEvent, type DemoEvent } from './demo-event';

const ID = 'x7Kq2mP9aLr4TnB8cVw1';
const STAMP = Date.UTC(2026, 0, 10, 6, 0, 0);

function event(): DemoEvent {
  const made = demoEvent({ id: ID, preferredDate: Date.UTC(2026, 0, 14, 18, 30), preferredTime: '14:00' });
  if (!made) throw new Error('expected an event');
  return made;
}

/** The file's lines, long lines unfolded (RFC 5545 folds long lines with CRLF and a space or tab). */
function lines(ics: string) {
  expect(ics).toMatch(/\r\n$/);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('demoCalendarFile', () => {
  test('is one tentative event, from 08:30 to 09:00 UTC (2:00 PM IST), with its UID, title and stamp', () => {
    const file = lines(demoCalendarFile(event(), STAMP));
    expect(file[0]).toBe('BEGIN:VCALENDAR');
    expect(file.at(-1)).toBe('END:VCALENDAR');
    expect(file.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(file).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//HomeOS//Demo booking//EN',
        'METHOD:PUBLISH',
        `UID:demo-${ID}@homeos.example.com`,
        'SUMMARY:HomeOS demo',
        'DTSTAMP:20260110T060000Z',
        'DTSTART:20260115T083000Z',
        'DTEND:20260115T090000Z',
        'STATUS:TENTATIVE', // a request until the team's call confirms it
      ]),
    );
  });

  test('carries the reference and how to reach the team in its description', () => {
    const description = lines(demoCalendarFile(event(), STAMP)).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      `DESCRIPTION:A free 30-minute walkthrough of HomeOS with our team.\\nReference: ${ID}\\n` +
        'To change the time\\, call +91 80 4718 2200 or write to hello@homeos.example.com.',
    );
  });

  test('throws rather than give a broken file', () => {
    expect(() => demoCalendarFile({ ...event(), start: Number.NaN }, STAMP)).toThrow();
  });

  test('depends on nothing but the event and the stamp, so that the page can make the same file', () => {
    jest.useFakeTimers({ now: STAMP });
    try {
      const first = demoCalendarFile(event(), STAMP);
      jest.setSystemTime(STAMP + 3 * 24 * 60 * 60 * 1000); // made later, as the email is
      expect(demoCalendarFile(event(), STAMP)).toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });
});
