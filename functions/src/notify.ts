import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';

import { RETENTION_DAYS } from '../../content/privacy';
import { DEMO_COLLECTION, type DemoRequest } from '../../lib/demo-schema';
import { CAP, capKeys, underCaps, withinWindow } from './caps';
import {
  MESSAGE_KINDS,
  claimOf,
  claimed,
  held,
  notSent,
  pending,
  sendFailure,
  sent,
  type Delivery,
  type DeliveryState,
  type MessageKind,
} from './delivery';
import type { Send } from './mailer';
import { salesAlert, visitorConfirmation } from './messages';

/** One record per booking, same id: what was sent. Server only: the security rules deny every client. */
export const NOTIFICATIONS = 'demo_notifications';
/** The caps' counters (functions/src/caps.ts). Server only, like the records. */
const CAP_COUNTERS = 'demo_notification_limits';

/** Requests, and their records, are deleted this long after the booking (a Firestore TTL policy on `expireAt`). */
const RETENTION_MS = RETENTION_DAYS * 24 * 60 * 60 * 1000;

interface NotificationRecord {
  bookedAt: number;
  /** Over a cap: kept, never mailed (both deliveries HELD). */
  held: boolean;
  deliveries: Record<MessageKind, Delivery>;
}

export interface Outcome {
  held: boolean;
  /** Each message's state after this delivery of the event. */
  states: Record<MessageKind, DeliveryState>;
  /** The messages this delivery sent (none when an earlier one had). */
  sent: MessageKind[];
  /** Messages another delivery of the event holds, so this one could not tell how they end. */
  busy: MessageKind[];
  /** The error codes of the messages that failed (ECONNECTION, EAUTH 535…): no addresses in them. */
  errors: Partial<Record<MessageKind, string>>;
  /**
   * Messages this delivery sent or tried whose outcome it could not write (Firestore failed): their
   * record may still say PROCESSING. `states` says how they ended. One sent is not sent again
   * unless the event comes again after its lease; one that failed is, as any failure.
   */
  unrecorded: MessageKind[];
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

function recordFromFirestore(snapshot: DocumentSnapshot): NotificationRecord {
  const deliveries = (snapshot.get('deliveries') ?? {}) as Record<string, unknown>;
  return {
    bookedAt: millis(snapshot.get('bookedAt')) ?? 0,
    held: snapshot.get('held') === true,
    deliveries: {
      alert: deliveryFromFirestore(deliveries.alert),
      confirmation: deliveryFromFirestore(deliveries.confirmation),
    },
  };
}

function recordToFirestore(record: NotificationRecord) {
  return {
    bookedAt: timestamp(record.bookedAt),
    expireAt: timestamp(record.bookedAt + RETENTION_MS),
    held: record.held,
    deliveries: {
      alert: deliveryToFirestore(record.deliveries.alert),
      confirmation: deliveryToFirestore(record.deliveries.confirmation),
    },
  };
}

const statesOf = (record: NotificationRecord) =>
  Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, record.deliveries[kind].state])) as Record<
    MessageKind,
    DeliveryState
  >;

/**
 * Mails a booking's sales alert and confirmation, each at most once however often the event
 * arrives: a transaction claims the messages this delivery may send (and, the first time, stamps
 * `expireAt` on the booking and applies the caps), then each is sent and its outcome recorded.
 */
export async function notifyBooking(options: {
  db: Firestore;
  request: DemoRequest;
  /** When the booking was created (the event's time): the start of its retention. */
  bookedAt: number;
  salesEmail: string;
  send: Send;
  now?: () => number;
}): Promise<Outcome> {
  const { db, request, bookedAt, salesEmail, send, now = Date.now } = options;
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
      const initial = admitted ? pending : held;
      record = { bookedAt, held: !admitted, deliveries: { alert: initial(), confirmation: initial() } };
    }
    const claims: { kind: MessageKind; attempt: number }[] = [];
    for (const kind of MESSAGE_KINDS) {
      if (claimOf(record.deliveries[kind], time) !== 'claim') continue;
      record.deliveries[kind] = claimed(record.deliveries[kind], time);
      claims.push({ kind, attempt: record.deliveries[kind].attempts });
    }
    if (!existing.exists || claims.length > 0) transaction.set(recordRef, recordToFirestore(record));
    return { record, claims };
  });

  const unrecorded: MessageKind[] = [];
  for (const { kind, attempt } of claims) {
    let delivery: Delivery;
    try {
      const message =
        kind === 'alert' ? salesAlert(request, salesEmail) : visitorConfirmation(request, bookedAt, salesEmail);
      delivery = sent(record.deliveries[kind], await send(message, `${kind}.${request.id}`), now());
    } catch (error) {
      delivery = notSent(record.deliveries[kind], sendFailure(error, kind));
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
      // The other message is still sent; the outcome says which record was missed (functions/src/index.ts logs it).
      unrecorded.push(kind);
    }
  }

  const claimedKinds = new Set(claims.map((claim) => claim.kind));
  return {
    held: record.held,
    states: statesOf(record),
    sent: claims.map((claim) => claim.kind).filter((kind) => record.deliveries[kind].state === 'SUCCESS'),
    busy: MESSAGE_KINDS.filter((kind) => !claimedKinds.has(kind) && record.deliveries[kind].state === 'PROCESSING'),
    errors: Object.fromEntries(
      MESSAGE_KINDS.flatMap((kind) => {
        const { error } = record.deliveries[kind];
        return error === null ? [] : [[kind, error]];
      }),
    ),
    unrecorded,
  };
}
