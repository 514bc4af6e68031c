import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';

import { DEMO_MINUTES } from '../../content/booking';
import { RETENTION_DAYS } from '../../content/privacy';
import { CALENDAR_MEDIA_TYPE, DEMO_CALENDAR_FILE_NAME } from '../../lib/demo-calendar';
import { DEMO_COLLECTION } from '../../lib/demo-fields';
import type { DemoRequest } from '../../lib/demo-schema';
import { DAY_MS, IST_OFFSET_MS, indianToday } from '../../lib/preferred-date';
import {
  HOST,
  LOCAL_FUNCTION_PARAMS,
  LOCAL_PROJECT_ID,
  applyTestPortDefaults,
  localServicePorts,
  ports,
} from '../../scripts/lib/config.mjs';
import { buildFunctions, startBackend } from '../../scripts/lib/emulators.mjs';
import { attachmentText, messagesTo, sentHeader } from '../../scripts/lib/inbox.mjs';
import { startMailbox } from '../../scripts/lib/mailbox.mjs';
import { assertPortFree, eventually, stopAllOnSignals, stopService } from '../../scripts/lib/processes.mjs';
import { SAMPLE_CONTEXT } from '../../lib/testing/lead-context-sample';
import { DELIVERY_KINDS, LEASE_MS, verdict, type DeliveryKind } from '../src/delivery';
import { smtpSender, type Send } from '../src/mailer';
import { capKeys } from '../src/caps';
import { CAP_COUNTERS, NOTIFICATIONS, notifyBooking } from '../src/notify';
import { TAKEOVER_AFTER_MS, sweep } from '../src/sweep';
import { WEBHOOK_TIMEOUT_MS, webhookPoster, type PostLead } from '../src/webhook';
import { book, deliverAgain } from './backend';
import { startReceiver, type Receiver } from './receiver';

/**
 * The function on the emulators, as `npm start` runs it (Firestore with the rules, the Functions
 * emulator), mailing a real SMTP server on 127.0.0.1 (MailDev) and posting to a CRM's receiver on
 * 127.0.0.1 (receiver.ts, which checks each post's signature), on the test ports. The Functions
 * emulator never retries a failed function; where the platform would deliver an event again, the
 * test does (backend.ts, deliverAgain).
 */
applyTestPortDefaults();
jest.setTimeout(120_000);

const WEBHOOK_SECRET = randomBytes(32).toString('hex');
let receiver: Receiver;

const SALES = LOCAL_FUNCTION_PARAMS.SALES_EMAIL;
// The demo's day: ten days from today in India (the rules take a day from today up to a year ahead),
// and how the emails must write it, worked out here from the calendar fields.
const DAY = indianToday() + 10 * DAY_MS;
const inIndia = new Date(DAY + IST_OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, '0');
const DATE = `${pad(inIndia.getUTCDate())}/${pad(inIndia.getUTCMonth() + 1)}/${inIndia.getUTCFullYear()}`;
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][inIndia.getUTCDay()];
/** 2:00 PM IST, 08:30 UTC, to 09:00 UTC, as an .ics writes them. */
const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
let backend: ChildProcess | undefined;
let mailbox: ChildProcess | undefined;
let log = '';
let serial = 0;
const visitors: { fullName: string; email: string; phone: string }[] = [];

/** A booking by a visitor of its own (unique name, address and number), unless told otherwise. */
function request(overrides: Partial<DemoRequest> = {}): DemoRequest {
  serial += 1;
  const visitor = {
    fullName: `Asha Rao ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[serial % 26]}${serial}`,
    email: `asha.rao.${serial}.${Date.now()}@example.in`,
    phone: String(9_100_000_000 + serial * 7919 + (Date.now() % 1000)),
    ...overrides,
  };
  visitors.push(visitor);
  return {
    // As the site makes one: 20 characters of 62. (Hex ids, mostly digits, would often have eight
    // in a row, which the function takes for a chosen id: spellsNumber.)
    id: (owner ??= adminFirestore()).collection(DEMO_COLLECTION).doc().id,
    ...visitor,
    preferredDate: DAY,
    preferredTime: '14:00',
    description: 'A G+2 house on a 30x40 plot in Mysuru.',
    urgency: 'high',
  };
}

const alertsFor = async (id: string) =>
  (await messagesTo(SALES)).filter((message) => message.subject.includes(`(Reference: ${id})`));
const confirmationsFor = async (request: DemoRequest) =>
  (await messagesTo(request.email)).filter((message) => message.subject.includes(`(Reference: ${request.id})`));
const counts = async (request: DemoRequest) => ({
  alerts: (await alertsFor(request.id)).length,
  confirmations: (await confirmationsFor(request)).length,
});
const sent = { alert: 'SUCCESS', confirmation: 'SUCCESS', webhook: 'SUCCESS' };
const untilSent = (id: string) =>
  eventually(
    () => deliveryStates(id),
    (states) => states?.alert === 'SUCCESS' && states.confirmation === 'SUCCESS' && states.webhook === 'SUCCESS',
    { what: `both messages and the post of ${id} to be sent` },
  );
/**
 * The event delivered again, as the platform does after a failure (backend.ts). The emulator kills
 * a function's worker when it throws; an event sent before that worker is gone could reach it and
 * fail before the function runs. So first: every throw's worker killed, and a moment to exit.
 */
async function redeliver(created: Awaited<ReturnType<typeof book>>, eventId?: string) {
  const count = (text: string, line: string) => text.split(line).length - 1;
  await eventually(
    async () => log,
    (text) => count(text, 'the event will be delivered again') <= count(text, 'Your function was killed'),
    { what: "the workers of the function's failed runs to be killed" },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return deliverAgain(created, eventId);
}
/**
 * Books while the mail server is down, and waits for both sends to fail. After an earlier failure
 * the emulator can hand the event to the worker it is killing, and the run is lost; the platform
 * delivers an event again after a failed run, and so does this.
 */
async function bookAndFail(booking: DemoRequest) {
  const lostRuns = () => log.split('Request to function failed').length - 1;
  let lost = lostRuns();
  const created = await book(booking);
  await eventually(
    async () => {
      const states = await deliveryStates(booking.id);
      if (!states && lostRuns() > lost) {
        lost = lostRuns();
        await redeliver(created);
      }
      return states;
    },
    (states) => states?.alert === 'ERROR' && states.confirmation === 'ERROR',
    { what: 'both sends to fail' },
  );
  return created;
}
/** Every post the receiver got for a booking (verified or not). */
const postsOf = (id: string) => receiver.received.filter((post) => post.key === id);

/** The Firestore `db`, but its `nth` transaction fails, as in an outage. */
function failingTransaction(db: Firestore, nth: number): Firestore {
  let transactions = 0;
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'runTransaction' || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(target) : value;
      return (...args: Parameters<Firestore['runTransaction']>) =>
        ++transactions === nth ? Promise.reject(new Error('14 UNAVAILABLE: injected')) : db.runTransaction(...args);
    },
  });
}

/** A port nothing listens on: a connection to it is refused. */
async function closedPort() {
  const closed = await startReceiver(WEBHOOK_SECRET);
  await closed.stop();
  return closed.port;
}

// The tests that call the function's code in this process (not through the emulator) use the
// emulator's Firestore with admin rights, as the deployed function does.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const apps: App[] = [];
function adminFirestore(projectId = LOCAL_PROJECT_ID): Firestore {
  const app = initializeApp({ projectId }, `test-${apps.length}`);
  apps.push(app);
  return getFirestore(app);
}
let owner: Firestore | undefined;
/** A document's data, read as the console reads it (past the rules), or null when there is none. */
const read = async (collection: string, id: string) =>
  (await (owner ??= adminFirestore()).collection(collection).doc(id).get()).data() ?? null;
/**
 * The delivery record's states, e.g. { alert: 'SUCCESS', confirmation: 'SUCCESS', webhook: 'SUCCESS',
 * attempts: [1, 1, 1] }, or null before there is one.
 */
async function deliveryStates(id: string) {
  const record = await read(NOTIFICATIONS, id);
  if (!record) return null;
  const deliveries = record.deliveries as Record<DeliveryKind, { state: string; attempts: number } | undefined>;
  return {
    ...Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, deliveries[kind]?.state])),
    attempts: DELIVERY_KINDS.map((kind) => deliveries[kind]?.attempts),
  } as Record<DeliveryKind, string | undefined> & { attempts: (number | undefined)[] };
}

beforeAll(async () => {
  // Jest runs no afterAll on Ctrl-C: the services would outlive the run, holding their ports.
  stopAllOnSignals();
  // Not the site's port: these tests serve no site.
  for (const [name, port, variable] of localServicePorts().filter(([service]) => service !== 'site')) {
    await assertPortFree(name, HOST, port, variable);
  }
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ports.firestore}`;
  await buildFunctions();
  receiver = await startReceiver(WEBHOOK_SECRET);
  mailbox = await startMailbox({ output: () => undefined });
  backend = await startBackend({
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
    output: (text: string) => (log += text),
  });
}, 300_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  if (emulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  if (backend) await stopService(backend);
  if (mailbox) await stopService(mailbox);
  await receiver?.stop();
}, 60_000);

describe('the booking emails', () => {
  test('one booking gives exactly one sales alert and one confirmation', async () => {
    const booking = request();
    await book(booking);
    await untilSent(booking.id);

    const [alert, ...moreAlerts] = await alertsFor(booking.id);
    const [confirmation, ...moreConfirmations] = await confirmationsFor(booking);
    expect({ moreAlerts, moreConfirmations }).toEqual({ moreAlerts: [], moreConfirmations: [] });

    expect(alert?.from?.map(({ name, address }) => `${name} <${address}>`)).toEqual([LOCAL_FUNCTION_PARAMS.MAIL_FROM]);
    expect(alert && (await sentHeader(alert, 'Reply-To'))).toBe(booking.email);
    expect(alert?.text).toContain(`Reference: ${booking.id}\nFull Name: ${booking.fullName}\nEmail: ${booking.email}`);
    expect(alert?.text).toContain(`Preferred Date: ${WEEKDAY} ${DATE}\nPreferred Time: 2:00 PM IST\nUrgency: High`);

    expect(confirmation?.text).toContain(
      `Demo scheduled successfully! We will contact you soon.\n\nReference: ${booking.id}`,
    );
    expect(confirmation?.text).toContain(
      `You asked for ${WEEKDAY} ${DATE} at 2:00 PM IST, for ${DEMO_MINUTES} minutes.`,
    );
    expect(confirmation && (await sentHeader(confirmation, 'Reply-To'))).toBe(SALES);
    // One Message-ID per booking and kind, the same for any copy sent again (src/mailer.ts).
    const domain = LOCAL_FUNCTION_PARAMS.MAIL_FROM.replace(/^.*@|>$/g, '');
    expect(alert && (await sentHeader(alert, 'Message-ID'))).toBe(`<alert.${booking.id}@${domain}>`);
    expect(confirmation && (await sentHeader(confirmation, 'Message-ID'))).toBe(
      `<confirmation.${booking.id}@${domain}>`,
    );
    expect(confirmation?.attachments).toEqual([
      expect.objectContaining({ filename: DEMO_CALENDAR_FILE_NAME, contentType: CALENDAR_MEDIA_TYPE }),
    ]);
    const ics = confirmation ? await attachmentText(confirmation, DEMO_CALENDAR_FILE_NAME) : '';
    expect(ics).toContain(`UID:demo-${booking.id}@homeos.example.com`);
    expect(ics).toContain(`DTSTART:${icsTime(DAY + 14 * 60 * 60 * 1000)}`);
    expect(ics).toContain(`DTEND:${icsTime(DAY + (14 * 60 + DEMO_MINUTES) * 60 * 1000)}`);
  });

  test('the booking and its record are stamped to expire RETENTION_DAYS after it was made', async () => {
    const booking = request();
    const created = await book(booking);
    await untilSent(booking.id);
    const expected = Date.parse(created.createTime) + RETENTION_DAYS * DAY_MS;
    // The event's time has whole seconds; the document's create time has microseconds.
    expect((await read(DEMO_COLLECTION, booking.id))?.expireAt.toMillis()).toBeCloseTo(expected, -4);
    expect((await read(NOTIFICATIONS, booking.id))?.expireAt.toMillis()).toBeCloseTo(expected, -4);
  });

  test('the same event delivered twice more, at once, still gives one of each', async () => {
    const booking = request();
    const created = await book(booking);
    await untilSent(booking.id);
    expect(await Promise.all([redeliver(created, 'same-event'), redeliver(created, 'same-event')])).toEqual([200, 200]);
    expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
    expect(await deliveryStates(booking.id)).toEqual({ ...sent, attempts: [1, 1, 1] });
    expect(postsOf(booking.id)).toEqual([expect.objectContaining({ verified: true, status: 200 })]);
  });

  test('an event delivered again at once, racing the first delivery, gives one of each', async () => {
    const booking = request();
    const created = await book(booking);
    // Races the emulator's own delivery of the event: whichever claims a message first sends it.
    await deliverAgain(created);
    await untilSent(booking.id);
    await eventually(
      () => counts(booking),
      (count) => count.alerts + count.confirmations >= 2,
    );
    expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
  });

  test('two deliveries of one event at once: one claims and sends each message, the other none', async () => {
    // Called here, the booking not written (the deployed function never sees it). No send starts
    // until both deliveries have come to a send or ended: so both claims are made before anything
    // goes, whichever order Firestore puts them in.
    const booking = request();
    const smtp = smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM);
    let arrived = 0;
    let open = () => {};
    const bothArrived = new Promise<void>((resolve) => (open = resolve));
    const delivery = () => {
      let here = false;
      const arrive = () => {
        if (here) return;
        here = true;
        if (++arrived === 2) open();
      };
      const send: Send = async (message, key) => {
        arrive();
        await bothArrived;
        return smtp(message, key);
      };
      return notifyBooking({
        db: adminFirestore(),
        request: booking,
        bookedAt: Date.now(),
        salesEmail: SALES,
        send,
      }).finally(arrive);
    };
    const outcomes = await Promise.allSettled([delivery(), delivery()]);
    const sent = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.sent : [outcome.reason],
    );
    expect(sent.sort()).toEqual(['alert', 'confirmation']);
    expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
  });

  describe('with the SMTP server down at first', () => {
    afterEach(async () => {
      mailbox ??= await startMailbox({ fresh: false, output: () => undefined });
    });

    test('both arrive, once each, when the event is delivered again after the server is back', async () => {
      if (mailbox) await stopService(mailbox);
      mailbox = undefined;
      const booking = request();
      const created = await book(booking);
      const failed = await eventually(
        () => deliveryStates(booking.id),
        (states) => states?.alert === 'ERROR' && states.confirmation === 'ERROR' && states.webhook === 'SUCCESS',
        { what: 'both sends to fail, and the post to be made' },
      );
      // The post does not wait for the emails.
      expect(failed).toEqual({ alert: 'ERROR', confirmation: 'ERROR', webhook: 'SUCCESS', attempts: [1, 1, 1] });
      // Logged as the function ends, after it recorded the failures.
      const thrown = new RegExp(`Demo request ${booking.id}: 2 message\\(s\\) not sent yet`);
      await eventually(
        async () => log,
        (text) => thrown.test(text),
        { what: 'the function to ask for the event again' },
      );

      // A delivery while the server is still down fails again, and sends nothing.
      expect(await redeliver(created)).toBe(500);

      mailbox = await startMailbox({ fresh: false, output: () => undefined });
      expect(await redeliver(created)).toBe(200);
      expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
      expect(await deliveryStates(booking.id)).toEqual({ ...sent, attempts: [3, 3, 1] });
      expect(postsOf(booking.id)).toHaveLength(1);

      expect(await redeliver(created)).toBe(200);
      expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
    });

    test('a booking deleted since the failure is not mailed when the event comes again; one corrected is mailed as corrected', async () => {
      if (mailbox) await stopService(mailbox);
      mailbox = undefined;
      const [gone, corrected] = [request(), request()];
      const created = [];
      for (const booking of [gone, corrected]) created.push(await bookAndFail(booking));
      // The team erases one (a visitor's request) and corrects the other's address, in the console.
      const stored = (owner ??= adminFirestore()).collection(DEMO_COLLECTION);
      await stored.doc(gone.id).delete();
      const { email } = request();
      await stored.doc(corrected.id).update({ email });

      mailbox = await startMailbox({ fresh: false, output: () => undefined });
      for (const event of created) expect(await redeliver(event)).toBe(200);
      expect(await counts(gone)).toEqual({ alerts: 0, confirmations: 0 });
      expect(await deliveryStates(gone.id)).toMatchObject({ alert: 'ERROR', confirmation: 'ERROR' });
      expect(await confirmationsFor({ ...corrected, email })).toHaveLength(1);
      expect(await confirmationsFor(corrected)).toHaveLength(0);
      expect(await alertsFor(corrected.id)).toHaveLength(1);
    });
  });

  describe('the caps', () => {
    async function bookFive(overrides: (index: number) => Partial<DemoRequest>) {
      const bookings = [0, 1, 2, 3, 4].map((index) => request(overrides(index)));
      await Promise.all(bookings.map(book));
      const states = await eventually(
        () => Promise.all(bookings.map((booking) => deliveryStates(booking.id))),
        (all) =>
          all.every((state) => (state?.alert === 'SUCCESS' || state?.alert === 'HELD') && state.webhook === 'SUCCESS'),
        { what: 'all five bookings to be mailed or held' },
      );
      return { bookings, states };
    }

    test('five bookings with one email address give three of each; the other two are saved and held', async () => {
      const email = `asha.rao.caps.${Date.now()}@example.in`;
      const { bookings, states } = await bookFive(() => ({ email }));
      // Held from the emails, not from the CRM, which is told so.
      expect(states.filter((state) => state?.alert === 'HELD')).toEqual([
        { alert: 'HELD', confirmation: 'HELD', webhook: 'SUCCESS', attempts: [0, 0, 1] },
        { alert: 'HELD', confirmation: 'HELD', webhook: 'SUCCESS', attempts: [0, 0, 1] },
      ]);
      const posts = bookings.map((booking) => receiver.accepted(booking.id));
      expect(posts.map((accepted) => accepted.length)).toEqual([1, 1, 1, 1, 1]);
      expect(posts.flat().filter((post) => post.payload.mailsHeld === true)).toHaveLength(2);
      expect(await messagesTo(email)).toHaveLength(3);
      const alerts = await Promise.all(bookings.map((booking) => alertsFor(booking.id)));
      expect(alerts.flat()).toHaveLength(3);
      for (const booking of bookings) expect(await read(DEMO_COLLECTION, booking.id)).toMatchObject({ email });
    });

    test('a booking whose id spells a number, written past the site: the sales alert goes, nothing to the address it names', async () => {
      // 20 letters and digits, as the rules ask: the reference would carry a number to call.
      const lure = request({ id: `Call${String(9_876_543_210 + serial)}Now123` });
      await book(lure);
      await eventually(
        () => deliveryStates(lure.id),
        (states) => states?.alert === 'SUCCESS' && states.webhook === 'SUCCESS',
        { what: 'the alert and the post of a booking whose id spells a number' },
      );
      expect(await deliveryStates(lure.id)).toMatchObject({ confirmation: 'HELD' });
      expect(await counts(lure)).toEqual({ alerts: 1, confirmations: 0 });
    });

    test('a held booking does not count: a day after the three mailed, the next is mailed, though three were held since', async () => {
      // Called here (the bookings not written, so the deployed function never sees them), each at a
      // time of its own: three at the start, three held an hour later, then one a day after the first.
      const db = adminFirestore();
      const email = `asha.rao.held.${Date.now()}@example.in`;
      const send = smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM);
      const notify = (booking: DemoRequest, at: number) =>
        notifyBooking({ db, request: booking, bookedAt: at, salesEmail: SALES, send, now: () => at });
      const start = Date.now();
      const hour = 60 * 60 * 1000;
      const held: boolean[] = [];
      for (const at of [start, start, start, start + hour, start + hour, start + hour]) {
        held.push((await notify(request({ email }), at)).held);
      }
      expect(held).toEqual([false, false, false, true, true, true]);
      const next = request({ email });
      expect(await notify(next, start + DAY_MS + 60_000)).toMatchObject({
        held: false,
        sent: ['alert', 'confirmation'],
      });
      expect(await counts(next)).toEqual({ alerts: 1, confirmations: 1 });
      // Its counters live a day from it (their TTL): deleted sooner, they would let a fourth through within the day.
      const counters = await db.getAll(...capKeys(next).map((key) => db.collection(CAP_COUNTERS).doc(key)));
      for (const counter of counters) {
        expect((counter.get('expireAt') as Timestamp).toMillis()).toBe(start + DAY_MS + 60_000 + DAY_MS);
      }
    });

    test('five bookings with one phone number give three of each', async () => {
      const phone = String(9_200_000_000 + (Date.now() % 100_000_000));
      const { bookings, states } = await bookFive(() => ({ phone }));
      expect(states.filter((state) => state?.alert === 'SUCCESS')).toHaveLength(3);
      const confirmations = await Promise.all(bookings.map(confirmationsFor));
      expect(confirmations.flat()).toHaveLength(3);
      const alerts = await Promise.all(bookings.map((booking) => alertsFor(booking.id)));
      expect(alerts.flat()).toHaveLength(3);
    });
  });

  test('a record not written after a send: the other message still goes, the outcome says which, and only a delivery after the lease sends it again, under the same Message-ID', async () => {
    // Called here, on the emulator's Firestore and MailDev, with the booking not written (so the
    // deployed function never sees it) and the alert's outcome write failing once, as a Firestore
    // outage right after the SMTP server took the message would. No webhook: it is off.
    // Transactions: 1, the claim; 2, the alert's outcome; 3, the confirmation's.
    const failingOnce = failingTransaction(adminFirestore(), 2);
    const booking = request();
    const delivery = (at = Date.now) =>
      notifyBooking({
        db: failingOnce,
        request: booking,
        bookedAt: Date.now(),
        salesEmail: SALES,
        send: smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM),
        now: at,
      });

    // Sent, both; the alert's record missed: the function logs it, and does not ask for the event again.
    const first = await delivery();
    expect(first).toMatchObject({
      states: { ...sent, webhook: 'OFF' },
      sent: ['alert', 'confirmation'],
      unrecorded: ['alert'],
    });
    expect(verdict(first.states)).toBe('done');
    expect(await deliveryStates(booking.id)).toEqual({
      alert: 'PROCESSING',
      confirmation: 'SUCCESS',
      webhook: 'OFF',
      attempts: [1, 1, 0],
    });
    await eventually(
      () => counts(booking),
      (count) => count.alerts === 1 && count.confirmations === 1,
    );

    // Should the event come again within the alert's lease, it is left to its holder; after, it is sent again.
    expect(await delivery()).toMatchObject({ sent: [], states: { alert: 'PROCESSING' } });
    expect(await delivery(() => Date.now() + LEASE_MS + 1_000)).toMatchObject({
      sent: ['alert'],
      states: { alert: 'SUCCESS' },
    });
    expect(await deliveryStates(booking.id)).toEqual({ ...sent, webhook: 'OFF', attempts: [2, 1, 0] });
    const alerts = await eventually(
      () => alertsFor(booking.id),
      (found) => found.length === 2,
    );
    const ids = await Promise.all(alerts.map((alert) => sentHeader(alert, 'Message-ID')));
    expect(ids).toEqual([`<alert.${booking.id}@homeos.example.com>`, `<alert.${booking.id}@homeos.example.com>`]);
    expect((await counts(booking)).confirmations).toBe(1);
  });

  test('a delivery that outlived its lease does not overwrite the record of the one that took over while it sends', async () => {
    // As above: the booking not written, so the deployed function never sees it; no webhook.
    const db = adminFirestore();
    const booking = request();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The first delivery's SMTP server answers only after the lease has run out, and with a failure.
    const late = notifyBooking({
      db,
      request: booking,
      bookedAt: Date.now(),
      salesEmail: SALES,
      send: async () => {
        await answered;
        throw Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
      },
    });
    await eventually(
      () => deliveryStates(booking.id),
      (states) => states?.alert === 'PROCESSING',
      { what: `the first claim of ${booking.id}` },
    );
    // The late delivery hears its failure, and goes to record it, while the takeover is sending.
    const smtp = smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM);
    let overlapped = false;
    let onceLateHasDone: unknown;
    const takeover = await notifyBooking({
      db,
      request: booking,
      bookedAt: Date.now(),
      salesEmail: SALES,
      send: async (message, key) => {
        if (!overlapped) {
          overlapped = true;
          answer();
          await late;
          onceLateHasDone = await deliveryStates(booking.id);
        }
        return smtp(message, key);
      },
      now: () => Date.now() + LEASE_MS + 1_000,
    });
    // The late delivery recorded nothing: the record was the takeover's, still sending.
    expect(onceLateHasDone).toMatchObject({ alert: 'PROCESSING', confirmation: 'PROCESSING', attempts: [2, 2, 0] });
    expect(takeover).toMatchObject({ sent: ['alert', 'confirmation'] });
    expect(await late).toMatchObject({ sent: [] });
    expect(await deliveryStates(booking.id)).toEqual({ ...sent, webhook: 'OFF', attempts: [2, 2, 0] });
  });

  test('a delivery held up past its lease after the first email leaves the second to the delivery that takes it over: one of each', async () => {
    // As above: the booking not written; no webhook. The delivery's clock passes the lease while
    // the alert goes, as Firestore slow to record it, or an instance run past its time limit, would.
    const smtp = smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM);
    const booking = request();
    const delivery = (send: Send, now: () => number) =>
      notifyBooking({ db: adminFirestore(), request: booking, bookedAt: Date.now(), salesEmail: SALES, send, now });
    let heldUpFor = 0;
    const heldUp = await delivery(
      async (message, key) => {
        const messageId = await smtp(message, key);
        heldUpFor = LEASE_MS;
        return messageId;
      },
      () => Date.now() + heldUpFor,
    );
    expect(heldUp).toMatchObject({ sent: ['alert'], states: { confirmation: 'PROCESSING' } });
    expect(verdict(heldUp.states)).toBe('retry');

    const next = await delivery(smtp, () => Date.now() + LEASE_MS + 1_000);
    expect(next).toMatchObject({ sent: ['confirmation'], states: { confirmation: 'SUCCESS' } });
    expect(await deliveryStates(booking.id)).toEqual({ ...sent, webhook: 'OFF', attempts: [1, 2, 0] });
    await eventually(
      () => counts(booking),
      (count) => count.alerts === 1 && count.confirmations === 1,
    );
  });

  describe("the lead's context", () => {
    test("reaches the alert as a brief, the confirmation as the apps, and the CRM as the payload's context", async () => {
      const booking = { ...request(), context: SAMPLE_CONTEXT };
      await book(booking);
      await untilSent(booking.id);
      const [alert] = await alertsFor(booking.id);
      expect(alert?.text).toContain(
        [
          'Where this lead comes from',
          'Source: Google Ads, campaign monsoon-2026, keyword brand_search|exact, ad Diwali Sale 2026, via www.example.org',
          'Landed on: /products-list',
          'Booked from: /all-apps',
          "Button: Book a demo of these, in the app picker's panel",
          'Apps to demo: Hub, Vault (Individual)',
          // 2:00 PM IST is 4:30 AM in New York (EDT) or 3:30 AM (EST), by the demo's day.
        ].join('\n'),
      );
      expect(alert?.text).toMatch(/\nTheir local time: \w+ \d\d\/\d\d\/\d{4} at [34]:30 AM \(America\/New_York\)\n/);
      const [confirmation] = await confirmationsFor(booking);
      expect(confirmation?.text).toContain('You would like to see: Hub, Vault.');
      const [post, ...more] = receiver.accepted(booking.id);
      expect(more).toEqual([]);
      expect(post?.payload).toMatchObject({
        version: 1,
        type: 'demo_request.created',
        id: booking.id,
        reference: `Reference: ${booking.id}`,
        context: SAMPLE_CONTEXT,
        mailsHeld: false,
      });
      expect(post?.headers['idempotency-key']).toBe(booking.id);
    });

    test('a booking without it is posted with a null context, and its alert has no brief', async () => {
      const booking = request();
      await book(booking);
      await untilSent(booking.id);
      expect(receiver.accepted(booking.id)[0]?.payload).toMatchObject({ id: booking.id, context: null });
      expect((await alertsFor(booking.id))[0]?.text).not.toContain('Where this lead comes from');
    });
  });

  describe('the lead webhook', () => {
    /** Books, and waits for the post's state to be `state`; resolves with the created document. */
    async function bookUntil(booking: DemoRequest, state: string) {
      const created = await book(booking);
      await eventually(
        () => deliveryStates(booking.id),
        (states) => states?.webhook === state && states.alert === 'SUCCESS',
        { what: `the post of ${booking.id} to be ${state}` },
      );
      return created;
    }

    test('a 500 answer is tried again with the event: one accepted post, and nothing more after', async () => {
      const booking = request();
      receiver.answer(booking.id, 500);
      const created = await bookUntil(booking, 'ERROR');
      // The function throws, so that the platform delivers the event again.
      const thrown = new RegExp(`Demo request ${booking.id}: 1 message\\(s\\) not sent yet`);
      await eventually(
        async () => log,
        (text) => thrown.test(text),
        { what: 'the function to ask for the event again' },
      );
      expect(await redeliver(created)).toBe(200);
      expect(await redeliver(created)).toBe(200);
      expect(postsOf(booking.id).map((post) => post.status)).toEqual([500, 200]);
      expect(receiver.accepted(booking.id)).toHaveLength(1);
      expect(await deliveryStates(booking.id)).toEqual({ ...sent, attempts: [1, 1, 2] });
      expect(await counts(booking)).toEqual({ alerts: 1, confirmations: 1 });
    });

    test('a 4xx answer is final: logged with its status, never posted again', async () => {
      const booking = request();
      receiver.answer(booking.id, 422);
      const created = await bookUntil(booking, 'FAILED');
      expect(await redeliver(created)).toBe(200);
      expect(postsOf(booking.id).map((post) => post.status)).toEqual([422]);
      await eventually(
        async () => log,
        (text) => text.includes('HTTP 422'),
        { what: 'the refusal to be logged' },
      );
    });

    describe('with the receiver down at first', () => {
      afterEach(async () => {
        if (!receiver.listening) await receiver.restart();
      });

      test('a refused connection is tried again, and posted once when the receiver is back', async () => {
        await receiver.stop();
        const booking = request();
        const created = await bookUntil(booking, 'ERROR');
        expect((await read(NOTIFICATIONS, booking.id))?.deliveries).toMatchObject({
          webhook: { error: 'ECONNREFUSED' },
        });
        expect(await redeliver(created)).toBe(500);
        await receiver.restart();
        expect(await redeliver(created)).toBe(200);
        expect(postsOf(booking.id).map((post) => post.status)).toEqual([200]);
        expect(await deliveryStates(booking.id)).toEqual({ ...sent, attempts: [1, 1, 3] });
      });
    });

    test(`a receiver that does not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s is tried again (ETIMEDOUT)`, async () => {
      const booking = request();
      receiver.answer(booking.id, 'hang');
      const created = await bookUntil(booking, 'ERROR');
      expect((await read(NOTIFICATIONS, booking.id))?.deliveries).toMatchObject({ webhook: { error: 'ETIMEDOUT' } });
      expect(await redeliver(created)).toBe(200);
      expect(postsOf(booking.id).map((post) => post.status)).toEqual([null, 200]);
    });

    /**
     * One delivery of a booking's event, called here with `postLead` as the function builds it from
     * LEAD_WEBHOOK_URL (null when unset); the booking not written, so the deployed function (whose
     * URL is set) never sees it.
     */
    let db: Firestore;
    beforeAll(() => {
      db = adminFirestore();
    });
    const deliverHere = (booking: DemoRequest, postLead: PostLead | null) =>
      notifyBooking({
        db,
        request: booking,
        bookedAt: Date.now(),
        salesEmail: SALES,
        send: smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM),
        postLead,
      });

    test('with LEAD_WEBHOOK_URL unset at the first delivery, the post is OFF, and never made later', async () => {
      const booking = request();
      const delivery = (postLead: PostLead | null) => deliverHere(booking, postLead);
      expect(await delivery(null)).toMatchObject({
        states: { ...sent, webhook: 'OFF' },
        sent: ['alert', 'confirmation'],
      });
      expect(await delivery(webhookPoster(receiver.url, WEBHOOK_SECRET))).toMatchObject({
        states: { webhook: 'OFF' },
        sent: [],
      });
      expect(postsOf(booking.id)).toEqual([]);
      expect(await deliveryStates(booking.id)).toEqual({ ...sent, webhook: 'OFF', attempts: [1, 1, 0] });
    });

    test('a post still owed when LEAD_WEBHOOK_URL is unset later stays owed, and goes once it is back', async () => {
      const booking = request();
      const delivery = (postLead: PostLead | null) => deliverHere(booking, postLead);
      const down = webhookPoster(`http://${HOST}:${await closedPort()}/leads`, WEBHOOK_SECRET);
      expect(await delivery(down)).toMatchObject({ states: { ...sent, webhook: 'ERROR' } });
      // A deploy without the URL: the post is not given up.
      expect(await delivery(null)).toMatchObject({ states: { webhook: 'ERROR' }, errors: { webhook: 'ENOURL' } });
      expect(await delivery(webhookPoster(receiver.url, WEBHOOK_SECRET))).toMatchObject({
        states: { webhook: 'SUCCESS' },
        sent: ['webhook'],
      });
      expect(receiver.accepted(booking.id)).toHaveLength(1);
      expect(await deliveryStates(booking.id)).toEqual({ ...sent, attempts: [1, 1, 2] });
    });
  });

  describe('the daily sweep', () => {
    // On a project of its own in the same emulator, where the trigger does not run: its bookings
    // are ones the trigger never handled, or records left as a failed delivery leaves them.
    const PROJECT = `${LOCAL_PROJECT_ID}-sweep`;
    let db: Firestore;
    beforeAll(() => {
      db = adminFirestore(PROJECT);
    });
    const write = (booking: DemoRequest | Record<string, unknown>, id = String(booking.id)) =>
      db.collection(DEMO_COLLECTION).doc(id).create(booking);
    const stored = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data();
    const states = async (id: string) => {
      const deliveries = (await stored(NOTIFICATIONS, id))?.deliveries as Record<
        string,
        { state: string; attempts: number }
      >;
      return Object.fromEntries(
        Object.entries(deliveries).map(([kind, { state, attempts }]) => [kind, `${state} ${attempts}`]),
      );
    };
    const destinations = async () => ({
      salesEmail: SALES,
      send: smtpSender(`smtp://${HOST}:${ports.mailSmtp}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM),
      postLead: webhookPoster(receiver.url, WEBHOOK_SECRET),
    });
    /** One alert and one confirmation of the booking in MailDev, and one post the CRM accepted. */
    async function deliveredOnce(booking: DemoRequest) {
      await eventually(
        () => counts(booking),
        (count) => count.alerts === 1 && count.confirmations === 1,
        { what: `one alert and one confirmation of ${booking.id}` },
      );
      expect(receiver.accepted(booking.id)).toHaveLength(1);
    }
    /** A booking whose emails failed (the mail server down), and its post too, or refused by the CRM (422). */
    async function failedBooking(bookedAt: number, preferredDate = DAY, refusedByCrm = false) {
      const booking = { ...request(), preferredDate };
      await write(booking);
      const port = await closedPort();
      if (refusedByCrm) receiver.answer(booking.id, 422);
      await notifyBooking({
        db,
        request: booking,
        bookedAt,
        now: () => bookedAt,
        salesEmail: SALES,
        send: smtpSender(`smtp://${HOST}:${port}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM),
        postLead: webhookPoster(refusedByCrm ? receiver.url : `http://${HOST}:${port}/leads`, WEBHOOK_SECRET),
      });
      const webhook = refusedByCrm ? 'FAILED 1' : 'ERROR 1';
      expect(await states(booking.id)).toEqual({ alert: 'ERROR 1', confirmation: 'ERROR 1', webhook });
      return booking;
    }

    test('takes over, once the platform has stopped, what the trigger left undone, and sends nothing twice', async () => {
      const unhandled = { ...request(), context: SAMPLE_CONTEXT };
      await write(unhandled);
      const notADemo = { fullName: 'Not a booking' }; // written around the rules: never mailed
      await write(notADemo, 'not-a-demo-request');
      const failed = await failedBooking(Date.now());
      const done = request();
      await write(done);
      await notifyBooking({ db, request: done, bookedAt: Date.now(), ...(await destinations()) });

      // Within the platform's retries, the sweep leaves them to it.
      const now = await sweep({ db, ...(await destinations()) });
      expect(now).toEqual({ unhandled: 0, retried: 0, sent: 0, unsent: 0, refused: 0, deferred: 0, failed: 0 });
      expect(await stored(DEMO_COLLECTION, unhandled.id)).not.toHaveProperty('expireAt');

      // After them: the two bookings the trigger never saw, and the failed one, but not the one done.
      const later = () => Date.now() + TAKEOVER_AFTER_MS + 60_000;
      expect(await sweep({ db, ...(await destinations()), now: later })).toEqual({
        unhandled: 2,
        retried: 1,
        sent: 6,
        unsent: 0,
        refused: 0,
        deferred: 0,
        failed: 0,
      });
      const created = (await db.collection(DEMO_COLLECTION).doc(unhandled.id).get()).createTime?.toMillis() ?? 0;
      // The booking and its record alike: from when it was made, not from when the sweep came.
      for (const collection of [DEMO_COLLECTION, NOTIFICATIONS])
        expect((await stored(collection, unhandled.id))?.expireAt.toMillis()).toBe(created + RETENTION_DAYS * DAY_MS);
      const notADemoCreated = (await db.collection(DEMO_COLLECTION).doc('not-a-demo-request').get()).createTime;
      expect((await stored(DEMO_COLLECTION, 'not-a-demo-request'))?.expireAt.toMillis()).toBe(
        (notADemoCreated?.toMillis() ?? 0) + RETENTION_DAYS * DAY_MS,
      );
      expect(await stored(NOTIFICATIONS, 'not-a-demo-request')).toBeUndefined();
      expect(await states(unhandled.id)).toEqual({
        alert: 'SUCCESS 1',
        confirmation: 'SUCCESS 1',
        webhook: 'SUCCESS 1',
      });
      expect(await states(failed.id)).toEqual({ alert: 'SUCCESS 2', confirmation: 'SUCCESS 2', webhook: 'SUCCESS 2' });
      expect(await states(done.id)).toEqual({ alert: 'SUCCESS 1', confirmation: 'SUCCESS 1', webhook: 'SUCCESS 1' });
      expect(receiver.accepted(unhandled.id)[0]?.payload).toMatchObject({ context: SAMPLE_CONTEXT });

      // Once more: nothing left to do, nothing sent again.
      expect(await sweep({ db, ...(await destinations()), now: later })).toMatchObject({
        unhandled: 0,
        retried: 0,
        sent: 0,
      });
      for (const booking of [unhandled, failed, done]) await deliveredOnce(booking);
    });

    test('stops taking bookings when its time is up, and leaves the rest to the next one', async () => {
      const first = await failedBooking(Date.now() - 2 * DAY_MS);
      const second = await failedBooking(Date.now() - 2 * DAY_MS);
      const report = await sweep({ db, ...(await destinations()), budgetMs: 0 });
      expect(report).toEqual({ unhandled: 0, retried: 0, sent: 0, unsent: 0, refused: 0, deferred: 2, failed: 0 });
      expect(await states(first.id)).toMatchObject({ alert: 'ERROR 1' });
      expect(await states(second.id)).toMatchObject({ alert: 'ERROR 1' });
      expect(await sweep({ db, ...(await destinations()) })).toMatchObject({
        retried: 2,
        sent: 6,
        deferred: 0,
        failed: 0,
      });
    });

    test('takes over what a delivery that died mid-send left PROCESSING, and sends it once', async () => {
      const booking = request();
      await write(booking);
      // Its function was killed while sending: the record stays as its claims left it.
      const never = () => new Promise<never>(() => {});
      void notifyBooking({
        db,
        request: booking,
        bookedAt: Date.now(),
        salesEmail: SALES,
        send: never,
        postLead: never,
      });
      await eventually(
        () => states(booking.id).catch(() => null),
        (now) => now?.alert === 'PROCESSING 1' && now.confirmation === 'PROCESSING 1' && now.webhook === 'PROCESSING 1',
        { what: `the claims of ${booking.id}` },
      );
      const later = () => Date.now() + TAKEOVER_AFTER_MS + 60_000;
      expect(await sweep({ db, ...(await destinations()), now: later })).toMatchObject({
        retried: 1,
        sent: 3,
        unsent: 0,
      });
      expect(await states(booking.id)).toEqual({ alert: 'SUCCESS 2', confirmation: 'SUCCESS 2', webhook: 'SUCCESS 2' });
      await deliveredOnce(booking);
    });

    test('with the mail server and the CRM still down, it keeps the failures and counts them unsent; the next one sends them', async () => {
      const booking = await failedBooking(Date.now() - 2 * DAY_MS);
      const port = await closedPort();
      const down = {
        salesEmail: SALES,
        send: smtpSender(`smtp://${HOST}:${port}`, LOCAL_FUNCTION_PARAMS.MAIL_FROM),
        postLead: webhookPoster(`http://${HOST}:${port}/leads`, WEBHOOK_SECRET),
      };
      expect(await sweep({ db, ...down })).toEqual({
        unhandled: 0,
        retried: 1,
        sent: 0,
        unsent: 3,
        refused: 0,
        deferred: 0,
        failed: 0,
      });
      expect(await states(booking.id)).toEqual({ alert: 'ERROR 2', confirmation: 'ERROR 2', webhook: 'ERROR 2' });

      expect(await sweep({ db, ...(await destinations()) })).toEqual({
        unhandled: 0,
        retried: 1,
        sent: 3,
        unsent: 0,
        refused: 0,
        deferred: 0,
        failed: 0,
      });
      expect(await states(booking.id)).toEqual({ alert: 'SUCCESS 3', confirmation: 'SUCCESS 3', webhook: 'SUCCESS 3' });
      await deliveredOnce(booking);
    });

    test('a booking it fails to handle is counted and left for the next; the others still go', async () => {
      const [first, second] = [
        await failedBooking(Date.now() - 2 * DAY_MS),
        await failedBooking(Date.now() - 2 * DAY_MS),
      ];
      // Firestore refuses the first transaction of this sweep, as when it is busy or down.
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(await sweep({ ...(await destinations()), db: failingTransaction(db, 1) })).toEqual({
          unhandled: 0,
          retried: 2,
          sent: 3,
          unsent: 0,
          refused: 0,
          deferred: 0,
          failed: 1,
        });
        // The booking named by its id, and the error by its kind only.
        expect(logged.mock.calls.map((call) => call.join(' '))).toEqual([
          expect.stringMatching(new RegExp(`^Sweeping demo request (${first.id}|${second.id}) failed: Error$`)),
        ]);
      } finally {
        logged.mockRestore();
      }
      expect(await sweep({ db, ...(await destinations()) })).toMatchObject({ retried: 1, sent: 3, failed: 0 });
      for (const booking of [first, second]) await deliveredOnce(booking);
    });

    /** Runs the deployed scheduled function as the platform would, and returns what it logged, parsed. */
    async function runScheduledSweep() {
      const logged: string[] = [];
      const capture = (line: unknown) => logged.push(String(line));
      const spies = (['info', 'warn'] as const).map((level) => jest.spyOn(console, level).mockImplementation(capture));
      // The function's environment, as the platform sets it (its parameters and secrets by name).
      const environment: Record<string, string> = {
        GCLOUD_PROJECT: PROJECT,
        SALES_EMAIL: SALES,
        MAIL_FROM: LOCAL_FUNCTION_PARAMS.MAIL_FROM,
        SMTP_URL: `smtp://${HOST}:${ports.mailSmtp}`,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
      const before = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
      Object.assign(process.env, environment);
      try {
        // Afresh each time: the functions' logger holds the console's methods it found when it loaded.
        jest.resetModules();
        const { sweepDemoRequests } = await import('../src/index');
        await sweepDemoRequests.run({ scheduleTime: new Date().toISOString() });
      } finally {
        for (const [name, value] of Object.entries(before)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
        spies.forEach((spy) => spy.mockRestore());
      }
      return logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    }

    test('gives up a confirmation still unsent a week on, or after the day asked for, with a warning; the alert and the post still go', async () => {
      const weekOld = await failedBooking(Date.now() - 8 * DAY_MS);
      const dayPassed = await failedBooking(Date.now() - 2 * DAY_MS, indianToday() - DAY_MS);
      expect(await runScheduledSweep()).toContainEqual({
        message: 'Demo requests swept; some are still not sent, or were given up for good',
        severity: 'WARNING',
        unhandled: 0,
        retried: 2,
        sent: 4,
        unsent: 0,
        refused: 2,
        deferred: 0,
        failed: 0,
      });
      for (const booking of [weekOld, dayPassed]) {
        expect(await states(booking.id)).toEqual({
          alert: 'SUCCESS 2',
          confirmation: 'FAILED 1',
          webhook: 'SUCCESS 2',
        });
        await eventually(
          () => counts(booking),
          (count) => count.alerts === 1,
          { what: `the alert of ${booking.id}` },
        );
        expect((await counts(booking)).confirmations).toBe(0);
        expect(receiver.accepted(booking.id)).toHaveLength(1);
      }
      expect(await sweep({ db, ...(await destinations()) })).toMatchObject({ retried: 0, sent: 0 });
    });

    test('a post the CRM refused before is not counted again when the emails are sent', async () => {
      const booking = await failedBooking(Date.now() - 2 * DAY_MS, DAY, true);
      expect(await sweep({ db, ...(await destinations()) })).toMatchObject({ retried: 1, sent: 2, refused: 0 });
      expect(await states(booking.id)).toEqual({ alert: 'SUCCESS 2', confirmation: 'SUCCESS 2', webhook: 'FAILED 1' });
    });

    test('the deployed scheduled function runs it, with its parameters and secrets, and logs counts only', async () => {
      const booking = await failedBooking(Date.now() - 2 * DAY_MS);
      const entries = await runScheduledSweep();
      expect(await states(booking.id)).toEqual({ alert: 'SUCCESS 2', confirmation: 'SUCCESS 2', webhook: 'SUCCESS 2' });
      const swept = entries.find((entry) => String(entry.message).startsWith('Demo requests swept'));
      // Counts only, beside the message and its level.
      expect(swept).toEqual({
        message: 'Demo requests swept',
        severity: 'INFO',
        unhandled: 0,
        retried: 1,
        sent: 3,
        unsent: 0,
        refused: 0,
        deferred: 0,
        failed: 0,
      });
      expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${booking.email}|${booking.phone}|${booking.fullName}`));
    });
  });

  test('every post the CRM got was signed as docs/crm-webhook.md says, and it accepted one of each booking it did not refuse', () => {
    const keys = new Set(receiver.received.map((post) => post.key));
    expect(keys.size).toBeGreaterThan(10);
    expect(receiver.received.filter((post) => !post.verified)).toEqual([]);
    for (const key of keys) {
      const refused = postsOf(key).some((post) => post.status !== null && post.status >= 400 && post.status < 500);
      expect(receiver.accepted(key)).toHaveLength(refused ? 0 : 1);
    }
  });

  test("the function's log names no visitor: no name, email address or phone number", async () => {
    expect(visitors.length).toBeGreaterThan(10);
    expect(log).toContain('Demo request notified');
    for (const visitor of visitors) {
      expect(log).not.toContain(visitor.email);
      expect(log).not.toContain(visitor.phone);
      expect(log).not.toContain(visitor.fullName);
    }
  });
});
