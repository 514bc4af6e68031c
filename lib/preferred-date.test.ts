import { DAY_MS, IST_OFFSET_MS, preferredDateValue, toIstMidnight } from './preferred-date';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('toIstMidnight', () => {
  // Node re-reads TZ when it changes, so local-time Dates below are built in each zone.
  describe.each(['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('in %s', (zone) => {
    test('gives 00:00 IST of the picked calendar day', () => {
      process.env.TZ = zone;
      const picked = new Date(2026, 0, 15); // local midnight, as the date picker returns it
      expect(toIstMidnight(picked)).toBe(Date.UTC(2026, 0, 14, 18, 30));
      expect(new Date(toIstMidnight(picked) + IST_OFFSET_MS).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    });

    test('ignores the time of day', () => {
      process.env.TZ = zone;
      expect(toIstMidnight(new Date(2026, 1, 28, 23, 59))).toBe(toIstMidnight(new Date(2026, 1, 28)));
    });
  });

  test('is always 18:30 UTC, the remainder the security rules check', () => {
    for (let day = 1; day <= 366; day += 7) {
      expect(toIstMidnight(new Date(2028, 0, day)) % DAY_MS).toBe(DAY_MS - IST_OFFSET_MS);
    }
  });
});

describe('preferredDateValue', () => {
  test('is null when no day was chosen', () => {
    expect(preferredDateValue(null)).toBeNull();
    expect(preferredDateValue(undefined)).toBeNull();
  });

  test('is the IST midnight timestamp of a chosen day', () => {
    const day = new Date(2026, 5, 1);
    expect(preferredDateValue(day)).toBe(toIstMidnight(day));
  });
});
