import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/**
 * A CRM's end of the lead webhook, on 127.0.0.1, for the tests: it checks each post as
 * docs/crm-webhook.md tells a receiver to (written from that page, not from the sender's code),
 * answers as told for each booking (then 200), and keeps what it got.
 */
const REPLAY_WINDOW_S = 5 * 60;

/** The check docs/crm-webhook.md shows: the HMAC of "<t>.<raw body>" under the secret, and a recent t. */
export function verified(secret: string, header: string | undefined, rawBody: string, nowMs = Date.now()): boolean {
  const fields = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(fields.t);
  const expected = createHmac('sha256', secret).update(`${fields.t}.${rawBody}`).digest();
  const given = Buffer.from(String(fields.v1 ?? ''), 'hex');
  return (
    Number.isInteger(t) &&
    Math.abs(nowMs / 1000 - t) <= REPLAY_WINDOW_S &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

export interface Received {
  /** The Idempotency-Key. */
  key: string;
  payload: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** The signature, the Idempotency-Key (the payload's id) and the Content-Type checked out. */
  verified: boolean;
  /** What it answered; null: nothing (held the request until the sender gave up). */
  status: number | null;
}

/** An answer: an HTTP status, or 'hang' to never answer. */
type Answer = number | 'hang';

export async function startReceiver(secret: string) {
  const answers = new Map<string, Answer[]>();
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const raw = await text(request);
    const key = String(request.headers['idempotency-key'] ?? '');
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw);
    } catch {
      // not JSON: not verified below
    }
    const ok =
      request.method === 'POST' &&
      request.headers['content-type'] === 'application/json' &&
      payload.id === key &&
      verified(secret, request.headers['x-homeos-signature'] as string | undefined, raw);
    const answer = ok ? (answers.get(key)?.shift() ?? 200) : 401;
    received.push({ key, payload, headers: request.headers, verified: ok, status: answer === 'hang' ? null : answer });
    if (answer !== 'hang') response.writeHead(answer).end();
  });
  const listen = async (on: number) => {
    server.listen(on, '127.0.0.1');
    await once(server, 'listening');
  };
  await listen(0);
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/leads`,
    port: listening,
    received,
    get listening() {
      return server.listening;
    },
    /** Listens again, on the same port, after `stop`: what it got and was told is kept. */
    restart: () => listen(listening),
    /** The next answers to the posts of booking `key`, in order; 200 after them. */
    answer(key: string, ...next: Answer[]) {
      answers.set(key, next);
    },
    /** The posts of booking `key` that were verified and answered 2xx. */
    accepted(key: string) {
      return received.filter((post) => post.key === key && post.verified && post.status !== null && post.status < 300);
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
