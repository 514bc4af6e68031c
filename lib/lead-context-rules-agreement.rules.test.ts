import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';

import { DEMO_COLLECTION, INITIAL_DEMO_VALUES, type DemoFormValues } from './demo-fields';
import { toDemoRequest } from './demo-schema';
import { DEMO_APP_IDS, DEMO_BUTTONS, LEAD_CONTEXT_KEYS, LEAD_TEXT_FIELDS, cleanLeadContext } from './lead-context';
import { EMULATOR_TIMEOUT_MS, firestoreOf, rulesTestEnvironment } from './testing/rules-test-env';
import { VIEW_MODES } from './view-mode';

/**
 * The lead context's checks (lib/lead-context.ts) and the security rules must agree. The rules
 * cannot import, so their lists are read from firestore.rules and compared, and generated contexts
 * go both through `cleanLeadContext` and, in an otherwise valid request, through the rules on the
 * emulator: the rules must accept exactly the contexts that cleaning leaves as they are.
 */
let env: RulesTestEnvironment;
let db: Firestore;

beforeAll(async () => {
  env = await rulesTestEnvironment('lead-context-rules-agreement');
  db = firestoreOf(env.unauthenticatedContext());
}, EMULATOR_TIMEOUT_MS);
afterAll(() => env?.cleanup());

const RUNS = 200;
const RULES = readFileSync(path.join(__dirname, '../firestore.rules'), 'utf8');

/** A `let name = [...]` list of firestore.rules, read as data. */
function rulesList(name: string): string[] {
  const list = new RegExp(`let ${name} = (\\[[^\\]]*\\]);`).exec(RULES)?.[1];
  if (!list) throw new Error(`firestore.rules has no list named ${name}`);
  return JSON.parse(list.replace(/'/g, '"'));
}

describe("firestore.rules' literal lists", () => {
  test('name the same keys, buttons, apps (the enabled ones of content/catalogue.ts) and modes', () => {
    expect(new Set(rulesList('keys'))).toEqual(new Set(LEAD_CONTEXT_KEYS));
    expect(rulesList('buttons')).toEqual(DEMO_BUTTONS);
    expect(rulesList('appIds')).toEqual(DEMO_APP_IDS);
    expect(rulesList('modes')).toEqual(VIEW_MODES);
  });

  test.each(Object.entries(LEAD_TEXT_FIELDS))('check %s with the same cap and pattern', (key, { max, pattern }) => {
    const check = new RegExp(`isLeadText\\(context, '${key}', (\\d+), ('[^']*'|\\w+)\\)`).exec(RULES);
    expect(Number(check?.[1])).toBe(max);
    const named = check?.[2] ?? '';
    const literal = named.startsWith("'") ? named : new RegExp(`let ${named} = ('[^']*');`).exec(RULES)?.[1];
    expect(literal).toBe(`'${pattern}'`);
  });
});

// Values: mostly valid, with every kind of broken one mixed in.
const BAD_CHARACTERS = ['<', '>', '"', "'", '`', '\\', '\u0000', '\n', '\t', ' ', 'é', '😀', '\u200b'];
const broken = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    fc
      .tuple(valid, fc.constantFrom(...BAD_CHARACTERS), fc.nat())
      .map(([value, bad, at]) => value.slice(0, at % (value.length + 1)) + bad + value.slice(at % (value.length + 1))),
    fc.constantFrom('', ' '),
    fc.constantFrom<unknown>(42, true, null, ['x'], { value: 'x' }),
  );
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 });

const textValue = (max: number, pattern: string) => {
  const valid = fc.stringMatching(new RegExp(pattern), { size: 'small' }).filter((value) => value.length <= max);
  return mostly<unknown>(
    valid,
    fc.oneof(
      broken(valid),
      // Around the cap: a valid value grown to the cap, and one character past it.
      fc.constantFrom(max, max + 1).map((length) => (pattern.startsWith('^/') ? '/' : 'x').padEnd(length, 'x')),
    ),
  );
};
const apps = mostly<unknown>(
  fc.subarray([...DEMO_APP_IDS], { minLength: 1 }),
  fc.oneof(
    fc.constant([]),
    fc.constantFrom(...DEMO_APP_IDS).map((id) => [id, id]),
    fc.constantFrom<unknown>(['101'], ['HB-7K2Q'], DEMO_APP_IDS[0], [42], [...DEMO_APP_IDS, 'x']),
  ),
);

const values: Record<string, fc.Arbitrary<unknown>> = {
  ...Object.fromEntries(
    Object.entries(LEAD_TEXT_FIELDS).map(([key, { max, pattern }]) => [key, textValue(max, pattern)]),
  ),
  button: mostly<unknown>(fc.constantFrom(...DEMO_BUTTONS), fc.constantFrom('footer', 'HERO', '', 1)),
  apps,
  mode: mostly<unknown>(fc.constantFrom(...VIEW_MODES), fc.constantFrom('family', 'Business', '', null)),
  // Keys a context does not have.
  fullName: fc.constant('Asha Rao'),
  utm_source: fc.constant('google'),
};
// A few keys at a time, as a visitor's context has (the landing's, the dialog's, or both).
const context = fc
  .subarray(Object.keys(values), { maxLength: 6 })
  .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, values[key] ?? fc.constant(null)]))))
  .map((record) => ({ ...record })); // fast-check's records have no prototype; a context from JSON has one

const valid: DemoFormValues = {
  ...INITIAL_DEMO_VALUES,
  fullName: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
};

describe('cleanLeadContext and firestore.rules', () => {
  test(`give the same verdict for ${RUNS} generated contexts, and the rules take every cleaned one`, async () => {
    const verdicts = { accepted: 0, rejected: 0 };
    const write = (data: Record<string, unknown>) => setDoc(doc(db, DEMO_COLLECTION, String(data.id)), data);
    const newId = () => doc(collection(db, DEMO_COLLECTION)).id;
    await fc.assert(
      fc.asyncProperty(context, async (raw) => {
        // As written around the site, the context as it is: accepted only if cleaning keeps all of it.
        const kept = isDeepStrictEqual(cleanLeadContext(raw), raw);
        const id = newId();
        const asIs = write({ ...toDemoRequest(valid, id), context: raw });
        await (kept ? assertSucceeds(asIs) : assertFails(asIs));
        verdicts[kept ? 'accepted' : 'rejected'] += 1;
        // As the site writes it: cleaned, or left out.
        await assertSucceeds(write({ ...toDemoRequest(valid, newId(), raw) }));
      }),
      { numRuns: RUNS },
    );
    expect(verdicts.accepted).toBeGreaterThanOrEqual(RUNS * 0.15);
    expect(verdicts.rejected).toBeGreaterThanOrEqual(RUNS * 0.15);
  }, 240_000);
});
