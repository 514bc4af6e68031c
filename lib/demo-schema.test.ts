import fc from 'fast-check';

import { APP_IDS } from '@/content/catalogue';

import {
  FIELD_LABELS,
  INITIAL_DEMO_VALUES,
  INPUT_PATTERNS,
  LIMITS,
  oneLine,
  TIME_SLOTS,
  URGENCY_OPTIONS,
  type DemoFormValues,
} from './demo-fields';
import { demoErrors, demoSchema, toDemoRequest } from './demo-schema';
import { DAY_MS, indianToday, toIstMidnight, toLocalDay } from './preferred-date';

const valid: DemoFormValues = {
  ...INITIAL_DEMO_VALUES,
  fullName: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
};

/** The errors the form shows (demoErrors: the first message per field), for a valid form changed by `values`. */
const formErrors = (values: Partial<DemoFormValues>) => demoErrors({ ...valid, ...values });

describe('demoSchema', () => {
  describe('an empty form', () => {
    test('names each required field with its display name', async () => {
      expect(await formErrors(INITIAL_DEMO_VALUES)).toEqual({
        fullName: 'Full Name is required',
        email: 'Email is required',
        phone: 'Phone Number is required',
      });
    });
  });

  describe('full name', () => {
    test.each([
      ['A', 'Full Name must be at least 2 characters'],
      ['  A  ', 'Full Name must be at least 2 characters'],
      ['   ', 'Full Name is required'],
      ['\u0001\u0001', 'Full Name is required'],
      ['\u200b\u200b', 'Full Name is required'], // zero-width spaces: nothing shows
      ['\u200bx\u200e', 'Full Name must be at least 2 characters'],
      ['x'.repeat(101), 'Full Name must be at most 100 characters'],
    ])('%j is rejected with "%s"', async (fullName, message) => {
      expect(await formErrors({ fullName })).toEqual({ fullName: message });
    });

    test.each(['Al', 'x'.repeat(100), 'Lakshmi Narayanan Subramaniam'])('%j is accepted', async (fullName) => {
      expect(await formErrors({ fullName })).toEqual({});
    });
  });

  describe('email', () => {
    test.each([
      'asha',
      'asha@',
      'asha@example',
      '@example.com',
      'asha rao@example.com',
      'asha@exa mple.com',
      // Dots a mail server refuses in the local part, and a top-level domain of one letter or digits.
      '.asha@example.com',
      'asha.@example.com',
      'asha..rao@example.com',
      'asha@example.c',
      'asha@example.123',
    ])('%j is not a valid email address', async (email) => {
      expect(await formErrors({ email })).toEqual({ email: 'Please enter a valid email address' });
    });

    test('more than 254 characters is too long', async () => {
      expect(
        await formErrors({ email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(70)}` }),
      ).toEqual({
        email: 'Email must be at most 254 characters',
      });
    });

    test.each(['a@b.co', ' asha.rao+demo@mail.example.in ', "o'brien@example.com", 'asha@1mail.xn--h2brj9c'])(
      '%j is accepted',
      async (email) => {
        expect(await formErrors({ email })).toEqual({});
      },
    );
  });

  describe('phone number', () => {
    test.each(['987654321', '98765432101', '98765abcde', '98765 43210', '+919876543210'])(
      '%j is not a valid 10-digit phone number',
      async (phone) => {
        expect(await formErrors({ phone })).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
      },
    );

    test('exactly 10 digits is accepted', async () => {
      expect(await formErrors({ phone: '0123456789' })).toEqual({});
    });
  });

  test('urgency is one of its options, and nothing else', async () => {
    for (const { value } of URGENCY_OPTIONS) expect(await formErrors({ urgency: value })).toEqual({});
    expect(Object.keys(await formErrors({ urgency: 'urgent' }))).toEqual(['urgency']);
  });

  describe('the optional fields', () => {
    test('accept every time slot, no slot, a date and a description up to 2000 characters', async () => {
      for (const slot of TIME_SLOTS) expect(await formErrors({ preferredTime: slot.value })).toEqual({});
      const inAMonth = toLocalDay(indianToday() + 30 * DAY_MS);
      expect(await formErrors({ preferredDate: inAMonth, description: 'd'.repeat(2000) })).toEqual({});
    });

    test('refuse a time that is not one of the slots', async () => {
      for (const preferredTime of ['12:00', '9:00', '09:00 ']) {
        expect(Object.keys(await formErrors({ preferredTime }))).toEqual(['preferredTime']);
      }
    });

    test('accept a date from today in India up to 365 days ahead, and no other', async () => {
      const day = (offset: number) => toLocalDay(indianToday() + offset * DAY_MS);
      const message = { preferredDate: 'Preferred Date must be a day from today up to 365 days ahead' };
      expect(await formErrors({ preferredDate: day(0) })).toEqual({});
      expect(await formErrors({ preferredDate: day(365) })).toEqual({});
      expect(await formErrors({ preferredDate: day(-1) })).toEqual(message);
      expect(await formErrors({ preferredDate: day(366) })).toEqual(message);
      expect(await formErrors({ preferredDate: new Date(1970, 0, 2) })).toEqual(message);
      expect(await formErrors({ preferredDate: new Date(2100, 0, 1) })).toEqual(message);
    });

    describe("on today's date, with the clock at 11:30 IST on 10/03/2027", () => {
      const today = toLocalDay(Date.UTC(2027, 2, 9, 18, 30));
      const tomorrow = toLocalDay(Date.UTC(2027, 2, 10, 18, 30));
      const passed = { preferredTime: 'Preferred Time has already passed today: pick a later time or another day' };
      beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2027, 2, 10, 6, 0)));
      afterEach(() => jest.restoreAllMocks());

      test.each(['09:00', '10:00', '11:00'])('the slot %s has passed', async (preferredTime) => {
        expect(await formErrors({ preferredDate: today, preferredTime })).toEqual(passed);
      });

      test.each(['14:00', '15:00', '16:00'])('the slot %s is still open', async (preferredTime) => {
        expect(await formErrors({ preferredDate: today, preferredTime })).toEqual({});
      });

      test('tomorrow, and no date, every slot is open', async () => {
        for (const slot of TIME_SLOTS) {
          expect(await formErrors({ preferredDate: tomorrow, preferredTime: slot.value })).toEqual({});
          expect(await formErrors({ preferredDate: null, preferredTime: slot.value })).toEqual({});
        }
      });
    });

    test('reject a description over 2000 characters', async () => {
      expect(await formErrors({ description: 'd'.repeat(2001) })).toEqual({
        description: 'Description must be at most 2000 characters',
      });
    });
  });
});

describe('toDemoRequest', () => {
  test('stores trimmed text, the IST midnight timestamp and the id', () => {
    const day = new Date(2026, 3, 9);
    expect(
      toDemoRequest(
        { ...valid, fullName: ' Asha Rao ', preferredDate: day, preferredTime: '14:00', description: ' Villa ' },
        'abc123',
      ),
    ).toEqual({
      id: 'abc123',
      fullName: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone: '9876543210',
      preferredDate: toIstMidnight(day),
      preferredTime: '14:00',
      description: 'Villa',
      urgency: 'normal',
    });
  });

  test('stores the name on one line, as the schema reads it and the rules take it', () => {
    expect(toDemoRequest({ ...valid, fullName: '\u0001 Asha\n\tRao\u001f ' }, 'abc123').fullName).toBe('Asha Rao');
    // Its words as typed: an encoded word's `=?` is the alert's subject's concern (functions/src/messages.ts).
    expect(toDemoRequest({ ...valid, fullName: 'Asha=?Rao' }, 'abc123').fullName).toBe('Asha=?Rao');
  });

  test('stores the email and the phone number trimmed, as the schema accepts them', () => {
    const padded = { ...valid, email: ` ${valid.email} `, phone: ` ${valid.phone} ` };
    expect(toDemoRequest(padded, 'x')).toMatchObject({ email: valid.email, phone: valid.phone });
  });

  test('stores null for no date and no time slot', () => {
    expect(toDemoRequest(valid, 'x')).toMatchObject({ preferredDate: null, preferredTime: null, description: '' });
  });

  test("adds the lead's context, cleaned, only when something valid is left", () => {
    const context = { utmSource: 'google', apps: [APP_IDS.hub], mode: 'individual' };
    expect(toDemoRequest(valid, 'x', { ...context, fullName: 'x', utmMedium: '<b>' })).toEqual({
      ...toDemoRequest(valid, 'x'),
      context,
    });
    for (const nothing of [undefined, null, {}, { utmSource: '' }, 'google']) {
      expect(Object.keys(toDemoRequest(valid, 'x', nothing))).not.toContain('context');
    }
  });
});

describe("the form's fields", () => {
  // The spec's schedule-demo form (section 3), and the stored request: those fields plus the id.
  const SPEC_FIELDS = ['fullName', 'email', 'phone', 'preferredDate', 'preferredTime', 'description', 'urgency'];

  test("are the spec's seven, each labelled, and a request stores them with its id", () => {
    expect(Object.keys(INITIAL_DEMO_VALUES).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(Object.keys(FIELD_LABELS).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(Object.keys(toDemoRequest(INITIAL_DEMO_VALUES, 'an-id')).sort()).toEqual([...SPEC_FIELDS, 'id'].sort());
  });
});

describe('INPUT_PATTERNS', () => {
  // As the browser reads a `pattern` attribute: the whole value, with the `v` flag.
  const matches = (field: keyof typeof INPUT_PATTERNS, value: string) =>
    new RegExp(`^(?:${INPUT_PATTERNS[field]})$`, 'v').test(value);
  const schemaAccepts = (field: 'fullName' | 'email' | 'phone', value: string) => {
    try {
      demoSchema.validateSyncAt(field, { [field]: value });
      return true;
    } catch {
      return false;
    }
  };
  const samples = fc.oneof(
    fc.string({ maxLength: 30 }),
    // What the schema reads as a gap between words (oneLine) beside letters.
    fc.string({
      maxLength: 6,
      unit: fc.constantFrom('a', 'b', ' ', '\t', '\u0001', '\u0085', '\u00a0', '\u200b', '\u200d', '\u202e', '\u3000'),
    }),
    fc.string({ maxLength: 30, unit: 'grapheme' }),
    fc.emailAddress(),
    fc.stringMatching(/^ ?[0-9]{8,11} ?$/),
  );

  test.each(['fullName', 'email', 'phone'] as const)(
    'give %s the verdicts of the schema, for a value filled in',
    (field) => {
      fc.assert(
        fc.property(samples, (raw) => {
          // An email input drops the spaces around its value (its value sanitization), as the schema's trim does.
          const value = field === 'email' ? raw.trim() : raw;
          fc.pre(value.trim() !== '' && value.length <= LIMITS.fullNameMax);
          // The one difference: a pattern counts characters, the schema (and the rules) UTF-16
          // units, so a name of one character outside the Basic Multilingual Plane (an emoji)
          // passes only the schema. Counted after oneLine: trim() keeps gaps such as U+200B or
          // U+3164.
          fc.pre(field !== 'fullName' || [...oneLine(value)].length !== 1);
          expect(matches(field, value)).toBe(schemaAccepts(field, value));
        }),
        { numRuns: 2000 },
      );
    },
  );

  test('tell the cases apart that need a name of two characters', () => {
    expect(['Al', ' Al ', 'A l'].map((value) => matches('fullName', value))).toEqual([true, true, true]);
    expect(['A', ' A ', '  '].map((value) => matches('fullName', value))).toEqual([false, false, false]);
  });
});
