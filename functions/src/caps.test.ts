import { capKeys, mailboxOf, underCaps, withinWindow } from './caps';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);

describe('capKeys', () => {
  test('one counter for the email address and one for the phone number, with neither in the id', () => {
    const keys = capKeys({ email: 'Asha.Rao@Example.in', phone: '9876543210' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^email-[0-9a-f]{64}$/);
    expect(keys[1]).toMatch(/^phone-[0-9a-f]{64}$/);
    expect(keys.join()).not.toMatch(/asha|example|9876543210/i);
  });

  test('the same address in other case or with spaces counts against the same counter', () => {
    expect(capKeys({ email: ' ASHA.rao@example.IN ', phone: '9876543210' })).toEqual(
      capKeys({ email: 'asha.rao@example.in', phone: '9876543210' }),
    );
  });

  test("the spellings of one provider's inbox count against one counter, and a `+tag` at any domain", () => {
    const asha = capKeys({ email: 'asha.rao@gmail.com', phone: '9876543210' })[0];
    for (const email of ['ashara.o+1@gmail.com', 'AshaRao+demo@googlemail.com', 'a.s.h.a.r.a.o@Gmail.com']) {
      expect(capKeys({ email, phone: '9876543210' })[0]).toBe(asha);
    }
    expect(capKeys({ email: 'ravi+1@outlook.com', phone: '9876543210' })[0]).toBe(
      capKeys({ email: 'ravi@outlook.com', phone: '9876543210' })[0],
    );
    // Workspace, Microsoft 365, Fastmail and most servers deliver a tag to the name before it.
    expect(mailboxOf('asha+1@homeos.in')).toBe('asha@homeos.in');
    expect(mailboxOf('Asha+Demo+2@Fastmail.com')).toBe('asha@fastmail.com');
    expect(mailboxOf('+1@homeos.in')).toBe('+1@homeos.in'); // no name before the `+`: nothing to drop
    expect(mailboxOf('Asha.Rao@Example.in')).toBe('asha.rao@example.in');
  });

  test('a Yahoo `-keyword` reaches the same inbox, so counts against the same counter', () => {
    expect(mailboxOf('asha-demo@yahoo.com')).toBe(mailboxOf('asha@yahoo.com'));
  });

  test('another address or number is another counter', () => {
    const [email, phone] = capKeys({ email: 'asha@example.in', phone: '9876543210' });
    expect(capKeys({ email: 'ravi@example.in', phone: '9876543210' })).toEqual([
      expect.not.stringMatching(email ?? ''),
      phone,
    ]);
    expect(capKeys({ email: 'asha@example.in', phone: '9876543211' })).toEqual([
      email,
      expect.not.stringMatching(phone ?? ''),
    ]);
  });
});

describe('the caps', () => {
  test('let the first three bookings of an address through, and hold the fourth', () => {
    const times: number[] = [];
    const verdicts = [0, 1, 2, 3, 4].map((minute) => {
      const now = NOW + minute * 60_000;
      const through = underCaps([times, []], now);
      if (through) times.push(now);
      return through;
    });
    expect(verdicts).toEqual([true, true, true, false, false]);
  });

  test('hold a booking when either its address or its number is at the cap', () => {
    const full = [NOW - 3 * HOUR, NOW - 2 * HOUR, NOW - HOUR];
    expect(underCaps([full, []], NOW)).toBe(false);
    expect(underCaps([[], full], NOW)).toBe(false);
    expect(underCaps([full.slice(1), full.slice(1)], NOW)).toBe(true);
  });

  test('count only the last 24 hours', () => {
    const times = [NOW - 24 * HOUR, NOW - 23 * HOUR, NOW - HOUR];
    expect(withinWindow(times, NOW)).toEqual([NOW - 23 * HOUR, NOW - HOUR]);
    expect(underCaps([times], NOW)).toBe(true);
    expect(underCaps([times], NOW - 1)).toBe(false);
  });
});
