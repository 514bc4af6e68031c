import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';

import { DEMO_COLLECTION, TIME_SLOTS, URGENCY_OPTIONS, type DemoFormValues } from './demo-fields';
import { demoSchema, toDemoRequest } from './demo-schema';
import { DAY_MS, indianToday, toLocalDay } from './preferred-date';
import { EMULATOR_TIMEOUT_MS, firestoreOf, rulesTestEnvironment } from './testing/rules-test-env';

/**
 * The form's schema and the security rules must agree: every generated input goes through the
 * yup schema and, as the document the site would write, through firestore.rules on the emulator.
 */
let env: RulesTestEnvironment;
let db: Firestore;

beforeAll(async () => {
  env = await rulesTestEnvironment('demo-rules-agreement');
  db = firestoreOf(env.unauthenticatedContext());
}, EMULATOR_TIMEOUT_MS);
afterAll(() => env?.cleanup());

const RUNS = 300;

/** Mostly plausible values, with the edge and broken cases mixed in. */
const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }), // accents, emoji, combining marks
  );
const padded = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t', '\n'), value, fc.constantFrom('', ' ', '\n'))
    .map(([a, b, c]) => a + b + c);

const fullName = fc.oneof(
  { arbitrary: padded(text(2, 40)), weight: 6 },
  // Spaces, controls and overrides the site turns into single spaces (oneLine) before the rules see them.
  {
    arbitrary: padded(
      fc.constantFrom(
        '\u00a0Asha',
        'Asha\u2007',
        '\u3000Asha Rao',
        '\u0001Asha',
        'Asha\u001f',
        '\u200bA\u200e',
        'क्\u200dष',
      ),
    ),
    weight: 2,
  },
  { arbitrary: text(0, 3), weight: 2 },
  { arbitrary: text(95, 105), weight: 2 },
);
const email = fc.oneof(
  { arbitrary: padded(fc.emailAddress()), weight: 6 },
  {
    arbitrary: fc
      .tuple(fc.emailAddress(), fc.integer({ min: 0, max: 30 }))
      .map(([e, i]) => e.slice(0, i) + e.slice(i + 1)),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: 200, max: 300 }).map((n) => `${'a'.repeat(n - 12)}@example.com`), weight: 1 },
);
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
const phone = fc.oneof(
  { arbitrary: padded(digits(10, 10)), weight: 6 },
  { arbitrary: digits(8, 12), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);
// Days around the bookable range (today in India to 365 days ahead), its edges, and far off.
const today = indianToday();
const preferredDate = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 365 }).map((offset) => toLocalDay(today + offset * DAY_MS)), weight: 8 },
  { arbitrary: fc.constantFrom(-1, 0, 365, 366).map((offset) => toLocalDay(today + offset * DAY_MS)), weight: 2 },
  { arbitrary: fc.integer({ min: -30, max: 400 }).map((offset) => toLocalDay(today + offset * DAY_MS)), weight: 1 },
  { arbitrary: fc.date({ min: new Date(1970, 0, 2), max: new Date(2100, 0, 1), noInvalidDate: true }), weight: 1 },
);
const preferredTime = fc.oneof(
  { arbitrary: fc.constantFrom('', ...TIME_SLOTS.map((slot) => slot.value)), weight: 8 },
  { arbitrary: fc.constantFrom('12:00', '9:00', '09:00 ', 'morning'), weight: 1 },
);
const description = fc.oneof(
  { arbitrary: padded(text(0, 200)), weight: 6 },
  { arbitrary: fc.integer({ min: 1995, max: 2005 }).map((n) => 'd'.repeat(n)), weight: 2 },
);
const urgency = fc.oneof(
  { arbitrary: fc.constantFrom(...URGENCY_OPTIONS.map((option) => option.value)), weight: 8 },
  { arbitrary: fc.constantFrom('', 'urgent', 'NORMAL'), weight: 1 },
);

const formValues: fc.Arbitrary<DemoFormValues> = fc.record({
  fullName,
  email,
  phone,
  preferredDate,
  preferredTime,
  description,
  urgency,
});

describe('the demo schema and firestore.rules', () => {
  test(`give the same verdict for ${RUNS} generated requests`, async () => {
    const verdicts = { accepted: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        const schemaAccepts = demoSchema.isValidSync(values);
        const docId = doc(collection(db, DEMO_COLLECTION)).id;
        const write = setDoc(doc(db, DEMO_COLLECTION, docId), toDemoRequest(values, docId));
        if (schemaAccepts) await assertSucceeds(write);
        else await assertFails(write);
        verdicts[schemaAccepts ? 'accepted' : 'rejected'] += 1;
      }),
      { numRuns: RUNS },
    );
    // Both verdicts must be well represented, or the agreement proves little. About a quarter of
    // the generated requests are valid (every field must be); 15% leaves room for chance.
    expect(verdicts.accepted).toBeGreaterThanOrEqual(RUNS * 0.15);
    expect(verdicts.rejected).toBeGreaterThanOrEqual(RUNS * 0.15);
  }, 240_000);
});
