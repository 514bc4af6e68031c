import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc, type Firestore } from 'firebase/firestore';

import { APP_IDS } from '@/content/catalogue';
import { RETENTION_DAYS } from '@/content/privacy';

import { DEMO_COLLECTION, TIME_SLOTS, URGENCY_OPTIONS } from './demo-fields';
import type { DemoRequest } from './demo-schema';
import { DAY_MS, indianToday, slotStart, toIstMidnight } from './preferred-date';
import { SAMPLE_CONTEXT as context } from './testing/lead-context-sample';
import { EMULATOR_TIMEOUT_MS, firestoreOf, rulesTestEnvironment } from './testing/rules-test-env';

let env: RulesTestEnvironment;
let db: Firestore;

beforeAll(async () => {
  env = await rulesTestEnvironment('demo-rules-tests');
  db = firestoreOf(env.unauthenticatedContext());
}, EMULATOR_TIMEOUT_MS);
afterAll(() => env?.cleanup());

function validData(id: string): DemoRequest {
  return {
    id,
    fullName: 'Asha Rao',
    email: 'asha.rao@example.in',
    phone: '9876543210',
    preferredDate: indianToday() + 30 * DAY_MS,
    preferredTime: '10:00',
    description: 'A duplex in Mysuru',
    urgency: 'normal',
  };
}

/** A new document's id, made as the site makes it (lib/demo-requests.ts): the SDK's automatic id. */
const newId = () => doc(collection(db, DEMO_COLLECTION)).id;

function request(overrides: Record<string, unknown> = {}, id = newId()) {
  return { ref: doc(db, DEMO_COLLECTION, id), data: { ...validData(id), ...overrides } };
}

function create(overrides: Record<string, unknown> = {}) {
  const { ref, data } = request(overrides);
  return setDoc(ref, data);
}

jest.setTimeout(EMULATOR_TIMEOUT_MS);

describe('firestore.rules', () => {
  describe('creating a demo request', () => {
    test('a valid request is allowed', async () => {
      await assertSucceeds(create());
    });

    test('a date from today in India up to 365 days ahead is allowed, and no other', async () => {
      const today = indianToday();
      await assertSucceeds(create({ preferredDate: today, preferredTime: null }));
      await assertSucceeds(create({ preferredDate: today + 365 * DAY_MS }));
      // No slot: yesterday must be refused for its date, not for a slot that has passed.
      await assertFails(create({ preferredDate: today - DAY_MS, preferredTime: null }));
      await assertFails(create({ preferredDate: today + 366 * DAY_MS }));
      await assertFails(create({ preferredDate: toIstMidnight(new Date(1970, 0, 2)) }));
      await assertFails(create({ preferredDate: toIstMidnight(new Date(2100, 0, 1)) }));
    });

    test('a request with no date, no time slot and no description is allowed', async () => {
      await assertSucceeds(create({ preferredDate: null, preferredTime: null, description: '' }));
    });

    test('the boundaries of every cap are allowed', async () => {
      await assertSucceeds(create({ fullName: 'Al', description: 'd'.repeat(2000) }));
      // Any script, an equals sign and question mark among them: only the spacing is the site's.
      await assertSucceeds(create({ fullName: 'Śarmā Ā. Rao-Nair =?' }));
      await assertSucceeds(create({ fullName: 'محمد علي' }));
      await assertSucceeds(
        create({
          fullName: 'n'.repeat(100),
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
        }),
      );
    });

    test("on today's date, a slot is allowed only until it starts (by the server's clock)", async () => {
      // Which slots have started depends on the hour this runs at: before 09:00 IST none, after
      // 16:00 IST all. Each is checked against the clock; tomorrow every slot is open.
      const today = indianToday();
      for (const slot of TIME_SLOTS) {
        const write = create({ preferredDate: today, preferredTime: slot.value });
        const open = slotStart(today, slot.value) > Date.now();
        await (open ? assertSucceeds(write) : assertFails(write));
        await assertSucceeds(create({ preferredDate: today + DAY_MS, preferredTime: slot.value }));
      }
    });

    test.each(URGENCY_OPTIONS.map((option) => option.value))('urgency %s is allowed', async (urgency) => {
      await assertSucceeds(create({ urgency }));
    });

    test.each(TIME_SLOTS.map((slot) => slot.value))('time slot %s is allowed, with no date', async (slot) => {
      await assertSucceeds(create({ preferredDate: null, preferredTime: slot }));
    });
  });

  describe('a request that breaks a rule', () => {
    test.each<[string, Record<string, unknown>]>([
      ['a short name', { fullName: 'A' }],
      ['an empty name', { fullName: '' }],
      ['a name over 100 characters', { fullName: 'n'.repeat(101) }],
      ['a name that is not a string', { fullName: 42 }],
      // The site stores the name on one line (oneLine): words and single spaces, nothing else.
      ['a name of spaces only', { fullName: '   ' }],
      ['a name with a space before it', { fullName: ' Asha' }],
      ['a name with a line break after it', { fullName: 'Asha\n' }],
      ['a name of no-break spaces', { fullName: '\u00a0\u00a0' }],
      ['a name of ideographic spaces', { fullName: '\u3000\u3000' }],
      ['a name of line separators', { fullName: '\u2028\u2028' }],
      ['a name of direction overrides', { fullName: '\u202e\u202e' }],
      ['a name of zero-width spaces', { fullName: '\u200b\u200b' }],
      ['a name of direction marks and a filler', { fullName: '\u200e\u200f\u3164' }],
      ['a name with a C1 control', { fullName: 'A\u0085' }],
      ['a name with a byte-order mark', { fullName: '\ufeffAsha' }],
      ['a name with a tab inside', { fullName: 'Asha\tRao' }],
      ['a name with two spaces inside', { fullName: 'Asha  Rao' }],
      ['an email with no @', { email: 'asha.example.in' }],
      ['an email with no domain dot', { email: 'asha@example' }],
      ['an email with a space', { email: 'asha rao@example.in' }],
      ['an email whose local part ends with a dot', { email: 'asha.@example.in' }],
      ['an email with a one-letter top-level domain', { email: 'asha@example.i' }],
      [
        'an email over 254 characters',
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}` },
      ],
      ['a 9-digit phone', { phone: '987654321' }],
      ['an 11-digit phone', { phone: '98765432101' }],
      ['letters in the phone', { phone: '98765abcde' }],
      ['a phone as a number', { phone: 9876543210 }],
      ['a description over 2000 characters', { description: 'd'.repeat(2001) }],
      ['a missing description', { description: null }],
      ['an unknown urgency', { urgency: 'urgent' }],
      ['a missing urgency', { urgency: null }],
      ['an unknown time slot', { preferredTime: '12:00' }],
      ['an empty time slot instead of null', { preferredTime: '' }],
      ['a date as a string', { preferredDate: '20/05/2026' }],
      ['a date that is not 00:00 IST', { preferredDate: indianToday() + 30 * DAY_MS + 60_000 }],
      ['a fractional date', { preferredDate: indianToday() + 30 * DAY_MS + 0.5 }],
      ['an id that is not the document id', { id: 'another-id' }],
      ['an extra field', { service: 'design' }],
    ])('%s is denied', async (_case, overrides) => {
      await assertFails(create(overrides));
    });

    test.each(Object.keys(validData('x')))('a missing %s is denied', async (field) => {
      const { ref, data } = request();
      const incomplete: Record<string, unknown> = { ...data };
      delete incomplete[field];
      await assertFails(setDoc(ref, incomplete));
    });

    test.each([
      ['words of its own', 'Payment failed - verify at evil.example'],
      ['one character too many', 'x7Kq2mP9aLr4TnB8cVw1z'],
      ['one too few', 'x7Kq2mP9aLr4TnB8cVw'],
      ['a character outside letters and digits', 'x7Kq2mP9aLr4TnB8cV_1'],
    ])("a document id unlike the SDK's own (%s), even in the data too, is denied", async (_case, id) => {
      const { ref, data } = request({}, id);
      await assertFails(setDoc(ref, data));
    });

    test('a request without its id is denied', async () => {
      const { ref, data } = request();
      const withoutId: Partial<DemoRequest> = { ...data };
      delete withoutId.id;
      await assertFails(setDoc(ref, withoutId));
    });
  });

  describe("a request with the lead's context", () => {
    test('is allowed with any of its keys, up to all of them', async () => {
      await assertSucceeds(create({ context }));
      await assertSucceeds(create({ context: { landingPath: '/home' } }));
      await assertSucceeds(create({ context: { apps: Object.values(APP_IDS), mode: 'business' } }));
    });

    test.each<[string, Record<string, unknown>]>([
      ['an empty map', {}],
      ['an unknown key', { ...context, fullName: 'Asha' }],
      ['a key spelled as in the address', { utm_source: 'google' }],
      ['a number for a text', { utmSource: 42 }],
      ['a list for a text', { utmCampaign: ['monsoon'] }],
      ['null for a text', { utmCampaign: null }],
      ['a campaign over 100 characters', { utmCampaign: 'c'.repeat(101) }],
      ['a campaign with <>', { utmCampaign: '<script>' }],
      ['a campaign with a quote', { utmCampaign: "mother's day" }],
      ['a campaign with a line break', { utmCampaign: 'a\nb' }],
      ['a campaign starting with a space', { utmCampaign: ' monsoon' }],
      ['a referrer with a path', { referrer: 'example.org/path' }],
      ['a landing path with its query', { landingPath: '/home?utm_source=x' }],
      ['a page that is no path', { page: 'home' }],
      ['an unknown button', { button: 'footer' }],
      ['an unknown app', { apps: ['101'] }],
      ['the same app twice', { apps: [APP_IDS.hub, APP_IDS.hub] }],
      ['no apps in the list', { apps: [] }],
      ['five apps', { apps: [...Object.values(APP_IDS), APP_IDS.hub] }],
      ['an app id for the list', { apps: APP_IDS.hub }],
      ['an unknown mode', { apps: [APP_IDS.hub], mode: 'family' }],
      ['a mode without apps', { mode: 'business' }],
    ])('%s is denied', async (_case, bad) => {
      await assertFails(create({ context: bad }));
    });

    test('a context that is not a map is denied', async () => {
      await assertFails(create({ context: 'google' }));
      await assertFails(create({ context: [context] }));
      await assertFails(create({ context: null }));
    });
  });

  describe('everything but a create', () => {
    let existing: ReturnType<typeof request>;
    beforeAll(async () => {
      existing = request();
      // As the function leaves it: with its retention stamp.
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), DEMO_COLLECTION, existing.data.id), {
          ...existing.data,
          expireAt: new Date(Date.now() + RETENTION_DAYS * DAY_MS),
        }),
      );
    });

    test('read is denied', async () => {
      await assertFails(getDoc(existing.ref));
    });

    test('list is denied', async () => {
      await assertFails(getDocs(collection(db, DEMO_COLLECTION)));
    });

    test('an update is denied unless it changes nothing (a retry of a write that had landed)', async () => {
      await assertFails(updateDoc(existing.ref, { urgency: 'high' }));
      await assertFails(setDoc(existing.ref, { ...existing.data, urgency: 'high' }, { merge: true }));
      await assertFails(setDoc(existing.ref, { ...existing.data, note: 'x' }, { merge: true }));
      // Replacing the document would drop the server's retention stamp.
      await assertFails(setDoc(existing.ref, existing.data));
      await assertSucceeds(setDoc(existing.ref, existing.data, { merge: true }));
      await env.withSecurityRulesDisabled(async (context) => {
        const stored = await getDoc(doc(firestoreOf(context), DEMO_COLLECTION, existing.data.id));
        expect(stored.data()).toEqual({ ...existing.data, expireAt: expect.anything() });
      });
    });

    test('that retry is allowed within the hour of the booking only (later it could confirm a guess)', async () => {
      const old = request();
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), DEMO_COLLECTION, old.data.id), {
          ...old.data,
          expireAt: new Date(Date.now() + RETENTION_DAYS * DAY_MS - 2 * 60 * 60 * 1000), // booked 2 hours ago
        }),
      );
      await assertFails(setDoc(old.ref, old.data, { merge: true }));
      await assertFails(setDoc(old.ref, { phone: old.data.phone }, { merge: true }));
    });

    test('that retry is allowed before the function has stamped the booking, and still changes nothing', async () => {
      const { ref, data } = request();
      await assertSucceeds(setDoc(ref, data, { merge: true })); // the write that landed unheard
      await assertSucceeds(setDoc(ref, data, { merge: true })); // the retry, the function not yet run
      await assertFails(setDoc(ref, { ...data, urgency: 'high' }, { merge: true }));
    });

    test('delete is denied', async () => {
      await assertFails(deleteDoc(existing.ref));
    });

    test('signed-in users get no more than visitors', async () => {
      const signedIn = firestoreOf(env.authenticatedContext('someone'));
      await assertFails(getDoc(doc(signedIn, DEMO_COLLECTION, existing.data.id)));
    });

    test('every other collection is denied', async () => {
      await assertFails(setDoc(doc(db, 'other', 'x'), { a: 1 }));
      await assertFails(getDoc(doc(db, 'other', 'x')));
      // A valid request, its id its own, under a booking: no rule reaches below one.
      const nested = newId();
      await assertFails(setDoc(doc(db, DEMO_COLLECTION, newId(), 'nested', nested), validData(nested)));
    });

    test("the server's retention stamp cannot be set by a client", async () => {
      await assertFails(create({ expireAt: new Date() }));
      await assertFails(updateDoc(existing.ref, { expireAt: new Date() }));
    });
  });

  // functions/src/notify.ts keeps what it sent (demo_notifications) and the caps' counters
  // (demo_notification_limits) in collections that only the server, with admin rights, touches.
  describe.each(['demo_notifications', 'demo_notification_limits'])("the function's collection %s", (name) => {
    beforeAll(async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), name, 'existing'), { held: false, expireAt: new Date() }),
      );
    });

    test('read and list are denied, to visitors and to signed-in users', async () => {
      await assertFails(getDoc(doc(db, name, 'existing')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getDoc(doc(firestoreOf(env.authenticatedContext('someone')), name, 'existing')));
    });

    test('create, update and delete are denied', async () => {
      await assertFails(setDoc(doc(db, name, 'new'), { held: false }));
      await assertFails(updateDoc(doc(db, name, 'existing'), { held: true }));
      await assertFails(deleteDoc(doc(db, name, 'existing')));
    });
  });
});
