import { Filter, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { DEMO_COLLECTION } from '../../lib/demo-fields';
import { storedRequest } from './booking';
import { DELIVERY_KINDS, unsentOf } from './delivery';
import type { Send } from './mailer';
import { NOTIFICATIONS, RETENTION_MS, notifyBooking, recordFromFirestore } from './notify';
import type { PostLead } from './webhook';

/**
 * The daily sweep (functions/src/index.ts runs it): what the trigger left undone once the platform
 * has stopped delivering its event. A 2nd gen function's event is kept, and retried, for 24 hours
 * (Eventarc's message retention); the sweep takes a booking over an hour after that. Should the
 * platform still be at it, the claim in notifyBooking keeps them from sending anything twice.
 */
export const TAKEOVER_AFTER_MS = 25 * 60 * 60 * 1000;

/**
 * How long the sweep starts bookings for, short of its function's run (TIMEOUT_SECONDS.sweep): room
 * is left for the booking it is sending when the budget runs out.
 */
export const SWEEP_BUDGET_MS = 7 * 60_000;

/**
 * Finds (a) bookings with no `expireAt`, which the trigger stamps in the same transaction as it
 * creates the delivery record, and (b) delivery records with an email or the post in ERROR or
 * PROCESSING, booked more than TAKEOVER_AFTER_MS ago; then hands each demo request to
 * notifyBooking, the trigger's own claim, send and record. A document that is not a demo request
 * only gets its `expireAt`. Bookings are handled one at a time until `budgetMs` has passed.
 */
export async function sweep(options: {
  db: Firestore;
  salesEmail: string;
  send: Send;
  postLead: PostLead | null;
  now?: () => number;
  budgetMs?: number;
}) {
  const { db, now = Date.now, budgetMs = SWEEP_BUDGET_MS } = options;
  const started = now();
  const cutoff = started - TAKEOVER_AFTER_MS;
  // Counts only (docs/booking-emails.md, "The daily sweep"): the log carries no booking's details.
  const report = { unhandled: 0, retried: 0, sent: 0, unsent: 0, refused: 0, deferred: 0, failed: 0 };

  // Only the field that tells whether the trigger got to it: every booking is read, daily.
  const bookings = await db.collection(DEMO_COLLECTION).select('expireAt').get();
  const unhandled = bookings.docs
    .filter((booking) => booking.get('expireAt') === undefined && booking.createTime.toMillis() <= cutoff)
    .map((booking) => ({ id: booking.id, bookedAt: booking.createTime.toMillis(), stamp: true, givenUp: [] }));
  const unsent = DELIVERY_KINDS.map((kind) => Filter.where(`deliveries.${kind}.state`, 'in', ['ERROR', 'PROCESSING']));
  const records = await db
    .collection(NOTIFICATIONS)
    .where(Filter.or(...unsent))
    .get();
  const retries = records.docs
    .map((record) => {
      const { bookedAt, deliveries } = recordFromFirestore(record);
      // Given up before (and logged then by the trigger): not counted again.
      const givenUp = DELIVERY_KINDS.filter((kind) => deliveries[kind].state === 'FAILED');
      return { id: record.id, bookedAt, stamp: false, givenUp };
    })
    .filter((record) => record.bookedAt <= cutoff);

  for (const { id, bookedAt, stamp, givenUp } of [...unhandled, ...retries]) {
    if (now() - started > budgetMs) {
      report.deferred += 1;
      continue;
    }
    report[stamp ? 'unhandled' : 'retried'] += 1;
    // One booking that fails (Firestore busy or down) is counted and left for the next sweep; the
    // others still go. One deleted meanwhile is skipped: nothing is owed to a booking erased.
    try {
      const ref = db.collection(DEMO_COLLECTION).doc(id);
      const request = storedRequest(id, (await ref.get()).data());
      if (!request) {
        if (stamp) await ref.update({ expireAt: Timestamp.fromMillis(bookedAt + RETENTION_MS) });
        continue;
      }
      const outcome = await notifyBooking({ ...options, request, bookedAt, now });
      report.sent += outcome.sent.length;
      report.unsent += unsentOf(outcome.states);
      report.refused += DELIVERY_KINDS.filter(
        (kind) => outcome.states[kind] === 'FAILED' && !givenUp.includes(kind),
      ).length;
    } catch (error) {
      report.failed += 1;
      // Its kind only: a Firestore error's words can quote the document.
      console.error(`Sweeping demo request ${id} failed: ${error instanceof Error ? error.name : typeof error}`);
    }
  }
  return report;
}
