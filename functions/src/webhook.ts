import { createHmac } from 'node:crypto';

import { formatReference } from '../../content/demo';
import { demoEvent } from '../../lib/demo-event';
import { IST_OFFSET_MS } from '../../lib/preferred-date';
import type { DemoRequest } from '../../lib/demo-schema';
import type { SendFailure } from './delivery';

/**
 * The lead webhook (docs/crm-webhook.md): each booking POSTed once as JSON to LEAD_WEBHOOK_URL,
 * signed with LEAD_WEBHOOK_SECRET, its id as the Idempotency-Key. The payload, the signature and
 * the reading of the answer are pure; `webhookPoster` does the request.
 */

/** The post's body: docs/crm-webhook.md describes each field. */
export function leadPayload(request: DemoRequest, bookedAt: number, mailsHeld: boolean) {
  const { id, fullName, email, phone, preferredDate, preferredTime, description, urgency, context } = request;
  const start = demoEvent(request)?.start;
  return {
    // Bumped only for a change a receiver must handle (a field removed or changed); new fields may
    // come within a version.
    version: 1,
    type: 'demo_request.created',
    id,
    reference: formatReference(id),
    bookedAt: new Date(bookedAt).toISOString(),
    booking: {
      fullName,
      email,
      phone,
      preferredDate: preferredDate === null ? null : new Date(preferredDate + IST_OFFSET_MS).toISOString().slice(0, 10),
      preferredTime,
      preferredStart: start === undefined ? null : new Date(start).toISOString(),
      description,
      urgency,
    },
    context: context ?? null,
    mailsHeld,
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks. */
export function signature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What an answer means: null for a 2xx (taken); a 4xx is final (the receiver refused this
 * request: sending it again would be refused again), except 408 and 429, which ask to come back
 * later, 409, which the Idempotency-Key draft (IETF httpapi) answers while a request with the same
 * key is still being handled (ours, timed out, may fail there yet), and 401, 403 and 404, which
 * say our side is set up wrong (the secret, the URL's path): once someone fixes it, the leads owed
 * go. Anything else (5xx, a redirect, which is not followed: the payload goes to the URL set and
 * nowhere else) is worth another try.
 */
export function answerFailure(status: number): SendFailure | null {
  if (status >= 200 && status < 300) return null;
  const permanent = status >= 400 && status < 500 && ![401, 403, 404, 408, 409, 429].includes(status);
  return { code: `HTTP ${status}`, permanent };
}

/**
 * A request that got no answer: timed out, refused, reset, or an unknown host. Named by its code,
 * never its words; always worth another try.
 */
export function requestFailure(error: unknown): SendFailure {
  // Read by shape: fetch's errors (a TypeError, a DOMException) may come from another realm than Error.
  const fields = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { name, cause } = fields(error);
  const { code } = fields(cause);
  if (name === 'TimeoutError') return { code: 'ETIMEDOUT', permanent: false };
  if (typeof code === 'string') return { code, permanent: false };
  return { code: `EUNKNOWN ${typeof name === 'string' ? name : typeof error}`, permanent: false };
}

/** POSTs a payload; resolves with the HTTP status, rejects when there is no answer. */
export type PostLead = (payload: ReturnType<typeof leadPayload>) => Promise<number>;

/**
 * The longest a post may wait for its answer: it runs beside the two emails (each at most 25 s,
 * functions/src/mailer.ts), so that a delivery fits the function's 60 s and the delivery lease.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function webhookPoster(url: string, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): PostLead {
  return async (payload) => {
    // Unsigned, the receiver could not tell the post from anybody's: not sent until the secret is set.
    if (!secret) throw Object.assign(new Error('LEAD_WEBHOOK_SECRET is not set'), { cause: { code: 'ENOSECRET' } });
    const body = JSON.stringify(payload);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-HomeOS-Signature': signature(secret, Math.floor(Date.now() / 1000), body),
        'Idempotency-Key': payload.id,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
}
