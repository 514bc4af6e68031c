import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';

import { RETENTION_DAYS } from '../../content/privacy';
import { DEMO_COLLECTION } from '../../lib/demo-fields';
import type { DemoRequest } from '../../lib/demo-schema';
import { spellsNumber } from './booking';
import { CAP, capKeys, underCaps, withinWindow } from './caps';
import {
  DELIVERY_KINDS,
  claimOf,
  claimed,
  confirmationTooLate,
  held,
  notSent,
  off,
  pending,
  sendFailure,
  sent,
  type Delivery,
  type DeliveryKind,
  type DeliveryState,
} from './delivery';
import { SEND_DEADLINE_MS, type Send } from './mailer';
import { salesAlert, visitorConfirmation } from './messages';
import { answerFailure, leadPayload, requestFailure, type PostLead } from './webhook';

/** One record per booking, same id: what was sent. Server only: the security rules deny every client. */
export const NOTIFICATIONS = 'demo_notifications';
/** The caps' counters (functions/src/caps.ts). Server only, like the records. */
export const CAP_COUNTERS = 'demo_notification_limits';

/** Requests, and their records, are deleted this long after the booking (a Firestore TTL policy on `expireAt`). */
export const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

interface NotificationRecord {
  bookedAt: number;
  /** Over a cap: kept, never mailed (both emails HELD; the webhook still posts it). */
  held: boolean;
  deliveries: Record<DeliveryKind, Delivery>;
}

export interface Outcome {
  held: boolean;
  /** The state of each email and of the post after this delivery of the event. */
  states: Record<DeliveryKind, DeliveryState>;
  /** What this delivery sent (nothing when an earlier one had). */
  sent: DeliveryKind[];
  /** The error codes of what failed (ECONNECTION, EAUTH 535, HTTP 503…): no addresses in them. */
  errors: Partial<Record<DeliveryKind, string>>;
  /**
   * What this delivery sent or tried but could not record (Firestore failed): its record may
   * still say PROCESSING. `states` says how it ended. One sent is not sent again unless the event
   * comes again after its lease; one that failed is, as any failure.
   */
  unrecorded: DeliveryKind[];
}

const timestamp = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

function deliveryToFirestore(delivery: Delivery) {
  return { ...delivery, leaseExpiresAt: timestamp(delivery.leaseExpiresAt), sentAt: timestamp(delivery.sentAt) };
}

function deliveryFromFirestore(data: unknown): Delivery {
  const fields = (data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    state: (text(fields.state) ?? 'PENDING') as DeliveryState,
    attempts: typeof fields.attempts === 'number' ? fields.attempts : 0,
    leaseExpiresAt: millis(fields.leaseExpiresAt),
    sentAt: millis(fields.sentAt),
    messageId: text(fields.messageId),
    error: text(fields.error),
  };
}

const byKind = <T>(value: (kind: DeliveryKind) => T) =>
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, value(kind)])) as Record<DeliveryKind, T>;

export function recordFromFirestore(snapshot: DocumentSnapshot): NotificationRecord {
  const deliveries = (snapshot.get('deliveries') ?? {}) as Record<string, unknown>;
  return {
    bookedAt: millis(snapshot.get('bookedAt')) ?? 0,
    held: snapshot.get('held') === true,
    // A record from before the webhook has none: it was off when that booking was first handled.
    deliveries: byKind((kind) =>
      kind === 'webhook' && deliveries.webhook === undefined ? off() : deliveryFromFirestore(deliveries[kind]),
    ),
  };
}

function recordToFirestore(record: NotificationRecord) {
  return {
    bookedAt: timestamp(record.bookedAt),
    expireAt: timestamp(record.bookedAt + RETENTION_MS),
    held: record.held,
    deliveries: byKind((kind) => deliveryToFirestore(record.deliveries[kind])),
  };
}

/**
 * Mails a booking's sales alert and confirmation and posts it to the CRM, each at most once
 * however often the event arrives: a transaction claims what this delivery may send (and, the
 * first time, stamps `expireAt` on the booking and applies the caps, which hold the emails only),
 * then each is sent and its outcome recorded. Without `postLead` (LEAD_WEBHOOK_URL unset) a
 * booking's post is recorded OFF when it is first handled, and never made later; one owed from
 * before stays owed (ERROR, ENOURL).
 */
export async function notifyBooking(options: {
  db: Firestore;
  request: DemoRequest;
  /** When the booking was created (the event's time): the start of its retention. */
  bookedAt: number;
  salesEmail: string;
  send: Send;
  postLead?: PostLead | null;
  now?: () => number;
}): Promise<Outcome> {
  const { db, request, bookedAt, salesEmail, send, postLead, now = Date.now } = options;
  const recordRef = db.collection(NOTIFICATIONS).doc(request.id);
  const bookingRef = db.collection(DEMO_COLLECTION).doc(request.id);

  const { record, claims } = await db.runTransaction(async (transaction) => {
    const time = now();
    const existing = await transaction.get(recordRef);
    let record: NotificationRecord;
    if (existing.exists) {
      record = recordFromFirestore(existing);
    } else {
      const counterRefs = capKeys(request).map((key) => db.collection(CAP_COUNTERS).doc(key));
      const [booking, ...counters] = await transaction.getAll(bookingRef, ...counterRefs);
      const history = counters.map((counter) =>
        ((counter?.get('times') ?? []) as unknown[]).map(millis).filter((ms): ms is number => ms !== null),
      );
      const admitted = underCaps(history, time);
      if (admitted) {
        counterRefs.forEach((ref, index) =>
          transaction.set(ref, {
            times: [...withinWindow(history[index] ?? [], time), time].map(timestamp),
            expireAt: timestamp(time + CAP.windowMs),
          }),
        );
      }
      if (booking?.exists) transaction.update(bookingRef, { expireAt: timestamp(bookedAt + RETENTION_MS) });
      const mail = admitted ? pending : held;
      const confirmation = spellsNumber(request.id) ? held() : mail();
      record = { bookedAt, held: !admitted, deliveries: { alert: mail(), confirmation, webhook: pending() } };
    }
    let changed = !existing.exists;
    const claims: { kind: DeliveryKind; attempt: number }[] = [];
    for (const kind of DELIVERY_KINDS) {
      if (claimOf(record.deliveries[kind], time) !== 'claim') continue;
      changed = true;
      if (kind === 'webhook' && !postLead) {
        // Off from the start: never posted. Turned off since (a deploy without the URL): the post
        // owed is kept for when the URL is back, and counted unsent.
        record.deliveries.webhook = existing.exists
          ? notSent(record.deliveries.webhook, { code: 'ENOURL', permanent: false })
          : off();
        continue;
      }
      if (kind === 'confirmation' && confirmationTooLate(record.bookedAt, request.preferredDate, time)) {
        // Given up: FAILED, never tried again.
        record.deliveries.confirmation = notSent(record.deliveries.confirmation, { code: 'TOO_LATE', permanent: true });
        continue;
      }
      record.deliveries[kind] = claimed(record.deliveries[kind], time);
      claims.push({ kind, attempt: record.deliveries[kind].attempts });
    }
    if (changed) transaction.set(recordRef, recordToFirestore(record));
    return { record, claims };
  });

  const unrecorded: DeliveryKind[] = [];
  async function deliver({ kind, attempt }: { kind: DeliveryKind; attempt: number }) {
    const claim = record.deliveries[kind];
    // Sent only if the send, cut off at its deadline, ends within the lease: past it another delivery
    // may claim the message and send it too. Held up since the claim (Firestore slow to record the
    // first email, an instance past its time limit), this one leaves it to the next.
    if ((claim.leaseExpiresAt ?? 0) - now() <= SEND_DEADLINE_MS) return;
    let delivery: Delivery;
    try {
      if (kind === 'webhook') {
        // postLead is set: the claim above is made only then.
        const status = await (postLead as PostLead)(leadPayload(request, bookedAt, record.held));
        const failure = answerFailure(status);
        delivery = failure ? notSent(claim, failure) : sent(claim, null, now());
      } else {
        const message =
          kind === 'alert'
            ? salesAlert(request, bookedAt, salesEmail)
            : visitorConfirmation(request, bookedAt, salesEmail);
        delivery = sent(claim, await send(message, `${kind}.${request.id}`), now());
      }
    } catch (error) {
      delivery = notSent(claim, kind === 'webhook' ? requestFailure(error) : sendFailure(error, kind));
    }
    record.deliveries[kind] = delivery;
    // Recorded only if the claim is still this delivery's: after a lease ran out, another may have taken over.
    try {
      await db.runTransaction(async (transaction) => {
        const current = await transaction.get(recordRef);
        const stored = deliveryFromFirestore(
          (current.get('deliveries') as Record<string, unknown> | undefined)?.[kind],
        );
        if (stored.state !== 'PROCESSING' || stored.attempts !== attempt) return;
        transaction.update(recordRef, { [`deliveries.${kind}`]: deliveryToFirestore(delivery) });
      });
    } catch {
      // The rest is still sent; the outcome says which record was missed (functions/src/index.ts logs it).
      unrecorded.push(kind);
    }
  }
  // The emails one after the other (each has its deadline), the post beside them.
  const webhook = claims.find((claim) => claim.kind === 'webhook');
  await Promise.all([
    (async () => {
      for (const claim of claims) if (claim !== webhook) await deliver(claim);
    })(),
    webhook && deliver(webhook),
  ]);

  return {
    held: record.held,
    states: byKind((kind) => record.deliveries[kind].state),
    sent: claims.map((claim) => claim.kind).filter((kind) => record.deliveries[kind].state === 'SUCCESS'),
    errors: Object.fromEntries(
      DELIVERY_KINDS.flatMap((kind) => {
        const { error } = record.deliveries[kind];
        return error === null ? [] : [[kind, error]];
      }),
    ),
    unrecorded,
  };
}
