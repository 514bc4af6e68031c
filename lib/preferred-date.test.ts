import {
  DAY_MS,
  IST_OFFSET_MS,
  formatDay,
  indianToday,
  preferredDateRange,
  slotHasStarted,
  slotStart,
  toIstMidnight,
  toLocalDay,
} from './preferred-date';
import { useTimeZone } from './testing/time-zone';

afterEach(() => useTimeZone());

/** India's zone, UTC, and zones far behind and far ahead of it. */
const ZONES = ['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];

test('each zone is the one the Dates are built in', () => {
  const offsets = ZONES.map((zone) => {
    useTimeZone(zone);
    return new Date(2026, 0, 15).getTimezoneOffset();
  });
  expect(offsets).toEqual([-330, 0, 480, -840]);
});

describe('toIstMidnight', () => {
  describe.each(ZONES)('in %s', (zone) => {
    test('gives 00:00 IST of the picked calendar day', () => {
      useTimeZone(zone);
      const picked = new Date(2026, 0, 15); // local midnight, as the date picker returns it
      expect(toIstMidnight(picked)).toBe(Date.UTC(2026, 0, 14, 18, 30));
      expect(new Date(toIstMidnight(picked) + IST_OFFSET_MS).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    });

    test('ignores the time of day', () => {
      useTimeZone(zone);
      expect(toIstMidnight(new Date(2026, 1, 28, 23, 59))).toBe(toIstMidnight(new Date(2026, 1, 28)));
    });
  });

  test.each(ZONES)('is always 18:30 UTC, the remainder the security rules check (%s)', (zone) => {
    useTimeZone(zone);
    for (let day = 1; day <= 366; day += 7) {
      expect(toIstMidnight(new Date(2028, 0, day)) % DAY_MS).toBe(DAY_MS - IST_OFFSET_MS);
    }
  });
});

describe('indianToday and preferredDateRange', () => {
  test('the day turns at 00:00 IST (18:30 UTC), not at UTC midnight', () => {
    const justBefore = Date.UTC(2026, 10, 22, 18, 29, 59);
    const justAfter = Date.UTC(2026, 10, 22, 18, 30, 0);
    expect(indianToday(justBefore)).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(indianToday(justAfter)).toBe(Date.UTC(2026, 10, 22, 18, 30));
    // 23:00 UTC on the 22nd is already the 23rd in India.
    expect(indianToday(Date.UTC(2026, 10, 22, 23, 0))).toBe(Date.UTC(2026, 10, 22, 18, 30));
  });

  test('runs from today to 365 days ahead', () => {
    const now = Date.UTC(2026, 10, 22, 6, 0);
    const { first, last } = preferredDateRange(now);
    expect(first).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(last - first).toBe(365 * DAY_MS);
  });
});

describe('toLocalDay', () => {
  test.each(['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'in %s, gives the same calendar day, which toIstMidnight turns back',
    (zone) => {
      useTimeZone(zone);
      const istMidnight = Date.UTC(2026, 0, 14, 18, 30); // 15/01/2026 in India
      const day = toLocalDay(istMidnight);
      expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 0, 15]);
      expect(toIstMidnight(day)).toBe(istMidnight);
    },
  );
});

test('formatDay writes every day of two years as British English does, DD/MM/YYYY', () => {
  for (let day = new Date(2027, 11, 31); day.getFullYear() >= 2026; day.setDate(day.getDate() - 1))
    expect(formatDay(day)).toBe(day.toLocaleDateString('en-GB'));
});

describe('slotStart and slotHasStarted', () => {
  // 10/03/2027 in India; 11:00 IST is 05:30 UTC.
  const day = () => toLocalDay(Date.UTC(2027, 2, 9, 18, 30));

  test.each(['Asia/Kolkata', 'UTC', 'America/Los_Angeles'])('in %s, a slot starts at its IST time', (zone) => {
    useTimeZone(zone);
    expect(slotStart(toIstMidnight(day()), '09:00')).toBe(Date.UTC(2027, 2, 10, 3, 30));
    expect(slotStart(toIstMidnight(day()), '16:00')).toBe(Date.UTC(2027, 2, 10, 10, 30));
  });

  test('a slot has started from its first millisecond on', () => {
    const eleven = Date.UTC(2027, 2, 10, 5, 30);
    expect(slotHasStarted(day(), '11:00', eleven - 1)).toBe(false);
    expect(slotHasStarted(day(), '11:00', eleven)).toBe(true);
    expect(slotHasStarted(day(), '14:00', eleven)).toBe(false);
    expect(slotHasStarted(day(), '09:00', eleven)).toBe(true);
  });

  test('no day or no slot has never started', () => {
    const late = Date.UTC(2030, 0, 1);
    expect(slotHasStarted(null, '09:00', late)).toBe(false);
    expect(slotHasStarted(day(), '', late)).toBe(false);
  });
});
