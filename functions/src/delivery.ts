import { DAY_MS } from '../../lib/preferred-date';

/**
 * The delivery record of one booking's messages (the two emails and the lead webhook's post),
 * modelled on firebase/extensions' firestore-send-email: each has a state, and a delivery of the
 * trigger's event sends one only after claiming it in a transaction (PENDING or ERROR, or
 * PROCESSING whose lease has run out, becomes PROCESSING under a new lease). A second delivery of
 * the same event finds it claimed or sent and sends nothing. Pure functions;
 * functions/src/notify.ts does the reading and writing.
 */
export const MESSAGE_KINDS = ['alert', 'confirmation'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** The emails, and the post to the CRM (functions/src/webhook.ts). */
export const DELIVERY_KINDS = [...MESSAGE_KINDS, 'webhook'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * PENDING: not tried yet. PROCESSING: claimed, being sent. SUCCESS: the SMTP server took it (the
 * webhook: a 2xx answer). ERROR: the last try failed in a way a retry may fix (the event is
 * delivered again). FAILED: refused for good (the visitor's address, say no such mailbox; the
 * webhook: a 4xx answer, answerFailure), or a confirmation given up as too late: never tried
 * again. HELD: an email of a booking over a cap (functions/src/caps.ts), or the confirmation of a
 * booking whose id spells a number (functions/src/booking.ts): never sent. OFF: the
 * webhook, when LEAD_WEBHOOK_URL was unset as the booking was first handled: never posted.
 */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'FAILED' | 'HELD' | 'OFF';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  /** While PROCESSING: until when the claim holds. */
  leaseExpiresAt: number | null;
  /** When the SMTP server took the message (the receiver, the webhook's post). */
  sentAt: number | null;
  /** The message's Message-ID (none for the webhook). */
  messageId: string | null;
  /** Why the last try failed: an error code, never the server's words (they can quote an address). */
  error: string | null;
}

/**
 * Longer than a delivery's two sends can last (each is cut off at SEND_DEADLINE_MS, 25 s, in
 * functions/src/mailer.ts) and than the function may run (60 s), so that a claim runs out only
 * when its holder is gone.
 */
export const LEASE_MS = 2 * 60_000;

export function pending(): Delivery {
  return { state: 'PENDING', attempts: 0, leaseExpiresAt: null, sentAt: null, messageId: null, error: null };
}

export function held(): Delivery {
  return { ...pending(), state: 'HELD' };
}

export function off(): Delivery {
  return { ...pending(), state: 'OFF' };
}

/**
 * What this delivery of the event does about a message: send it, leave it (sent, refused for
 * good or held), or leave it to the delivery that holds its claim.
 */
export function claimOf(delivery: Delivery, now: number): 'claim' | 'done' | 'busy' {
  switch (delivery.state) {
    case 'SUCCESS':
    case 'FAILED':
    case 'HELD':
    case 'OFF':
      return 'done';
    case 'PROCESSING':
      return delivery.leaseExpiresAt !== null && delivery.leaseExpiresAt > now ? 'busy' : 'claim';
    default:
      return 'claim';
  }
}

/**
 * A confirmation still unsent a week after the booking, or after the day the visitor asked for
 * (00:00 IST of it, in the request), is given up: it would come too late to mean anything, and
 * would be tried every day until the booking expires. The alert and the post go however late:
 * a lead is never dropped.
 */
export function confirmationTooLate(bookedAt: number, preferredDate: number | null, now: number): boolean {
  return now - bookedAt > 7 * DAY_MS || (preferredDate !== null && now >= preferredDate + DAY_MS);
}

export function claimed(delivery: Delivery, now: number): Delivery {
  return { ...delivery, state: 'PROCESSING', attempts: delivery.attempts + 1, leaseExpiresAt: now + LEASE_MS };
}

export function sent(delivery: Delivery, messageId: string | null, now: number): Delivery {
  return { ...delivery, state: 'SUCCESS', leaseExpiresAt: null, sentAt: now, messageId, error: null };
}

export interface SendFailure {
  code: string;
  permanent: boolean;
}

/**
 * What went wrong, from nodemailer's error: its code (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE,
 * EABORT…) and the SMTP reply code; for an error that is not nodemailer's, its name (a TypeError
 * building the message), never its words. Only the visitor's address refused as an address (to
 * RCPT TO, with an enhanced status 5.1.x: no such mailbox or domain, but for 5.1.7 and 5.1.8,
 * which are about the sender) is final. Everything else is worth another try: the server down,
 * timeouts, a bad password, a sender the server will not take, a refusal by policy (5.7.x, a relay
 * that wants a login, which a server without enhanced codes words as a bare 550 or 553), a full
 * mailbox, or the sales address, set at deploy (someone may fix them; a confirmation is given up
 * after a week anyway, confirmationTooLate).
 */
export function sendFailure(error: unknown, kind: MessageKind): SendFailure {
  const { code, responseCode, command, response } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Record<string, unknown>;
  const name = typeof code === 'string' ? code : `EUNKNOWN ${error instanceof Error ? error.name : typeof error}`;
  const reply = typeof responseCode === 'number' ? responseCode : null;
  // After the reply code, or at the end as qmail puts it: "(#5.1.1)".
  const enhanced =
    typeof response === 'string'
      ? /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b|#(\d\.\d{1,3}\.\d{1,3})\)?\s*$/.exec(response)
      : null;
  const status = enhanced?.[1] ?? enhanced?.[2] ?? '';
  // 5.1.7 and 5.1.8 are about our sender's address, which a server may refuse only at RCPT TO.
  const badAddress = status.startsWith('5.1.') && status !== '5.1.7' && status !== '5.1.8';
  return {
    code: reply === null ? name : `${name} ${reply}`,
    permanent: kind === 'confirmation' && name === 'EENVELOPE' && command === 'RCPT TO' && badAddress,
  };
}

export function notSent(delivery: Delivery, failure: SendFailure): Delivery {
  return { ...delivery, state: failure.permanent ? 'FAILED' : 'ERROR', leaseExpiresAt: null, error: failure.code };
}

/**
 * How many emails and posts are not sent yet: in ERROR, or PROCESSING (held by another delivery of
 * the event, or left by this one to the next: its lease ran short).
 */
export const unsentOf = (states: Record<DeliveryKind, DeliveryState>) =>
  Object.values(states).filter((state) => state === 'ERROR' || state === 'PROCESSING').length;

/**
 * How the function reports a delivery of the event: `retry` when a message or the post is not
 * sent yet (the function throws so the event comes again), `refused` when one was refused for good
 * (nothing more will happen: a warning, for someone to look), else `done`.
 */
export function verdict(states: Record<DeliveryKind, DeliveryState>): 'retry' | 'refused' | 'done' {
  if (unsentOf(states) > 0) return 'retry';
  return Object.values(states).includes('FAILED') ? 'refused' : 'done';
}
