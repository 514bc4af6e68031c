import { createHash } from 'node:crypto';

import normalizeEmail from 'validator/lib/normalizeEmail';

import { MAIL_CAP } from '../../content/confirmation';

/**
 * The caps (DECISIONS "After a booking"): an unverified address could be used to mail strangers,
 * so at most 3 bookings per email address, and per phone number, are mailed in any 24 hours
 * (the numbers the page states, content/confirmation.ts). A booking over either cap is still
 * saved, and held: neither email goes out for it.
 */
export const CAP = { bookings: MAIL_CAP.bookings, windowMs: MAIL_CAP.hours * 60 * 60 * 1000 } as const;

/**
 * The mailbox an address reaches, as validator's normalizeEmail reads it: case ignored, and the
 * spellings that big providers deliver to one inbox made one (Gmail's dots and googlemail.com,
 * a `+tag` at Gmail, Outlook and iCloud, a `-keyword` at Yahoo). Otherwise `asha+1@gmail.com`,
 * `asha+2@…` and `a.sha@…` would each get 3 confirmations a day, all in Asha's inbox. A `+tag`
 * is dropped at every other domain too: most servers (Google Workspace, Microsoft 365, Fastmail,
 * Proton, Postfix's default) deliver it to the same inbox, and counting a rare literal `+` with
 * the name before it only makes that cap stricter.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  return (normalizeEmail(address) || address).replace(/^([^@+]+)\+[^@]*@/, '$1@');
}

/**
 * The ids of the counters a booking counts against, one for its mailbox (mailboxOf) and one for
 * its phone number. Hashed, so that the counters' ids, which appear in the console and in request
 * logs, show no address or number in plain sight. Not a secret: a number's hash is found by trying
 * the ten billion numbers; the counters live 24 hours, and only the project's owners read them.
 */
export function capKeys(request: { email: string; phone: string }): string[] {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return [`email-${hash(mailboxOf(request.email))}`, `phone-${hash(request.phone.replace(/\D/g, ''))}`];
}

/** The times of mailed bookings that still count at `now`. */
export function withinWindow(times: readonly number[], now: number): number[] {
  return times.filter((time) => time > now - CAP.windowMs);
}

/**
 * Whether a booking may be mailed at `now`, given for each of its counters the times at which
 * earlier bookings were let through.
 */
export function underCaps(counters: readonly (readonly number[])[], now: number): boolean {
  return counters.every((times) => withinWindow(times, now).length < CAP.bookings);
}
