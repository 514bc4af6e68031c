import { demoEvent, describePreferredTime, localStart } from './demo-event';
import { TIME_SLOTS } from './demo-fields';

// 15/01/2026 (a Thursday) as the form stores it: 00:00 IST, which is 18:30 UTC the day before.
const JAN_15 = Date.UTC(2026, 0, 14, 18, 30);
const ID = 'x7Kq2mP9aLr4TnB8cVw1';

describe('localStart', () => {
  const HOUR = 60 * 60 * 1000;
  test.each([
    // 2:00 PM IST on 15/01/2026.
    ['Europe/London', JAN_15 + 14 * HOUR, 'Thursday 15/01/2026 at 8:30 AM'],
    ['America/Los_Angeles', JAN_15 + 14 * HOUR, 'Thursday 15/01/2026 at 12:30 AM'],
    ['Asia/Tokyo', JAN_15 + 10 * HOUR, 'Thursday 15/01/2026 at 1:30 PM'],
    ['Pacific/Kiritimati', JAN_15 + 16 * HOUR, 'Friday 16/01/2026 at 12:30 AM'],
  ])('gives the moment on a clock in %s', (zone, start, expected) => {
    expect(localStart(start, zone)).toBe(expected);
  });

  test("is null where the clock reads as India's, or the zone is unknown", () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Not/A_Zone']) expect(localStart(JAN_15, zone)).toBeNull();
  });
});

describe('describePreferredTime', () => {
  // Its sentence is the email's: functions/src/messages.test.ts reads it there.
  test('a day and a time', () => {
    expect(describePreferredTime({ preferredDate: JAN_15, preferredTime: '14:00' })).toMatchObject({
      day: 'Thursday 15/01/2026',
      time: '2:00 PM IST',
      dateAndTime: 'Thursday 15/01/2026 at 2:00 PM IST',
    });
  });

  test('a day only, a time only, neither', () => {
    expect(describePreferredTime({ preferredDate: JAN_15, preferredTime: null })).toMatchObject({
      day: 'Thursday 15/01/2026',
      time: null,
      dateAndTime: null,
    });
    expect(describePreferredTime({ preferredDate: null, preferredTime: '09:00' })).toMatchObject({
      day: null,
      time: '9:00 AM IST',
      dateAndTime: null,
    });
    expect(describePreferredTime({ preferredDate: null, preferredTime: null })).toMatchObject({
      day: null,
      time: null,
      dateAndTime: null,
    });
  });
});

describe('demoEvent', () => {
  test('starts at the chosen slot in IST, given in UTC, and lasts 30 minutes', () => {
    const event = demoEvent({ id: ID, preferredDate: JAN_15, preferredTime: '14:00' });
    expect(event && new Date(event.start).toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(event && new Date(event.end).toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });

  test.each(TIME_SLOTS.map((slot) => slot.value))('the %s slot starts 5 h 30 min earlier in UTC', (value) => {
    const [hours, minutes] = value.split(':').map(Number);
    const event = demoEvent({ id: ID, preferredDate: JAN_15, preferredTime: value });
    expect(event?.start).toBe(Date.UTC(2026, 0, 15, (hours ?? 0) - 5, (minutes ?? 0) - 30));
  });

  test('has a UID from the reference, the title and the reference in its description', () => {
    expect(demoEvent({ id: ID, preferredDate: JAN_15, preferredTime: '10:00' })).toMatchObject({
      uid: `demo-${ID}@homeos.example.com`,
      title: 'HomeOS demo',
      description: expect.stringContaining(`Reference: ${ID}`),
    });
  });

  test('is null without both a day and a time', () => {
    expect(demoEvent({ id: ID, preferredDate: JAN_15, preferredTime: null })).toBeNull();
    expect(demoEvent({ id: ID, preferredDate: null, preferredTime: '10:00' })).toBeNull();
    expect(demoEvent({ id: ID, preferredDate: null, preferredTime: null })).toBeNull();
  });
});
