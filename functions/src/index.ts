import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { DEMO_COLLECTION } from '../../lib/demo-fields';
import { storedRequest } from './booking';
import {
  LEAD_WEBHOOK_SECRET,
  LEAD_WEBHOOK_URL,
  MAIL_FROM,
  REGION,
  SALES_EMAIL,
  SMTP_URL,
  TIMEOUT_SECONDS,
} from './config';
import { unsentOf, verdict } from './delivery';
import { smtpSender } from './mailer';
import { notifyBooking } from './notify';
import { sweep } from './sweep';
import { webhookPoster } from './webhook';

initializeApp();

/** Where the emails and the post go, from the parameters and secrets (read when a function runs). */
function destinations() {
  const url = LEAD_WEBHOOK_URL.value();
  return {
    salesEmail: SALES_EMAIL.value(),
    send: smtpSender(SMTP_URL.value(), MAIL_FROM.value()),
    postLead: url ? webhookPoster(url, LEAD_WEBHOOK_SECRET.value()) : null,
  };
}

/**
 * On each new demo request: the sales alert, the visitor's confirmation and the post to the CRM
 * (LEAD_WEBHOOK_URL, when set), each sent once (functions/src/notify.ts). A failed send throws, so
 * that the platform delivers the event again (retry is on) and the retry sends what is still
 * missing. Logs carry the booking's id and the outcome only: no name, address, number, SMTP reply
 * or answer of the CRM but its status.
 */
export const notifyDemoRequest = onDocumentCreated(
  {
    document: `${DEMO_COLLECTION}/{id}`,
    region: REGION,
    retry: true,
    secrets: [SMTP_URL, LEAD_WEBHOOK_SECRET],
    timeoutSeconds: TIMEOUT_SECONDS.trigger,
    maxInstances: 10,
  },
  async (event) => {
    const booking = event.params.id;
    // As stored now, not as the event carries it: an event delivered again after an outage must not
    // mail or post a booking deleted since (an erasure), and mails one corrected since as it is.
    const db = getFirestore();
    const stored = await db.collection(DEMO_COLLECTION).doc(booking).get();
    if (!stored.exists) {
      logger.warn('Demo request not notified: the booking has been deleted', { booking });
      return;
    }
    const request = storedRequest(booking, stored.data());
    if (!request) {
      logger.error('Demo request not mailed: the document is not a demo request', { booking });
      return;
    }
    const outcome = await notifyBooking({
      db,
      request,
      bookedAt: Date.parse(event.time),
      ...destinations(),
    });
    const details = { booking, held: outcome.held, ...outcome.states, sentNow: outcome.sent };
    if (outcome.unrecorded.length > 0) {
      // A copy sent again after the lease would have the same Message-ID (functions/src/mailer.ts).
      logger.error('Demo request: an outcome could not be recorded; its record may still say PROCESSING', {
        ...details,
        unrecorded: outcome.unrecorded,
        errors: outcome.errors,
      });
    }
    const result = verdict(outcome.states);
    if (result === 'done') {
      logger.info('Demo request notified', details);
      return;
    }
    if (result === 'refused') {
      logger.warn('Demo request notified, but a message was refused or given up for good', {
        ...details,
        errors: outcome.errors,
      });
      return;
    }
    const unfinished = unsentOf(outcome.states);
    logger.warn('Demo request not fully notified yet', { ...details, errors: outcome.errors });
    throw new Error(
      `Demo request ${booking}: ${unfinished} message(s) not sent yet; the event will be delivered again.`,
    );
  },
);

/**
 * Daily, at 04:00 in India: whatever the trigger left undone once the platform stopped delivering
 * its event (functions/src/sweep.ts). Logs counts only.
 */
export const sweepDemoRequests = onSchedule(
  {
    schedule: '0 4 * * *',
    timeZone: 'Asia/Kolkata',
    region: REGION,
    secrets: [SMTP_URL, LEAD_WEBHOOK_SECRET],
    timeoutSeconds: TIMEOUT_SECONDS.sweep,
  },
  async () => {
    const report = await sweep({ db: getFirestore(), ...destinations() });
    if (report.unsent + report.refused + report.deferred + report.failed > 0)
      logger.warn('Demo requests swept; some are still not sent, or were given up for good', report);
    else logger.info('Demo requests swept', report);
  },
);
