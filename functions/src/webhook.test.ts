import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { DemoRequest } from '../../lib/demo-schema';
import { SAMPLE_CONTEXT } from '../../lib/testing/lead-context-sample';
import { startReceiver, verified } from '../test/receiver';
import { BOOKED_AT, ID, sampleRequest } from '../test/sample-request';
import { answerFailure, leadPayload, requestFailure, signature, webhookPoster } from './webhook';

const SECRET = 'whsec_test';
const request = (overrides: Partial<DemoRequest> = {}) => sampleRequest({ context: SAMPLE_CONTEXT, ...overrides });

describe('leadPayload', () => {
  test('is the booking, its reference and time, the context and whether the mails were held, versioned', () => {
    expect(leadPayload(request(), BOOKED_AT, false)).toEqual({
      version: 1,
      type: 'demo_request.created',
      id: ID,
      reference: `Reference: ${ID}`,
      bookedAt: '2026-01-10T06:00:00.000Z',
      booking: {
        fullName: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        preferredDate: '2026-01-15',
        preferredTime: '14:00',
        preferredStart: '2026-01-15T08:30:00.000Z', // 2:00 PM IST
        description: 'A G+2 house on a 30x40 plot in Mysuru.',
        urgency: 'high',
      },
      context: SAMPLE_CONTEXT,
      mailsHeld: false,
    });
  });

  test('has null for what was not chosen or is not known', () => {
    const payload = leadPayload(request({ preferredTime: null, context: undefined }), BOOKED_AT, true);
    expect(payload.booking).toMatchObject({ preferredDate: '2026-01-15', preferredTime: null, preferredStart: null });
    expect(payload).toMatchObject({ context: null, mailsHeld: true });
    expect(leadPayload(request({ preferredDate: null }), BOOKED_AT, false).booking).toMatchObject({
      preferredDate: null,
      preferredTime: '14:00',
      preferredStart: null,
    });
  });
});

describe('signature', () => {
  test('is the hex HMAC-SHA256 of "<t>.<body>" under the secret (the value from `openssl dgst -sha256 -hmac`)', () => {
    expect(signature(SECRET, 1_700_000_000, '{"id":"x7Kq2mP9aLr4TnB8cVw1"}')).toBe(
      't=1700000000,v1=63f3f62a0e4a608962847e501cf78bf4b242d8cebf1ca56ab6d8f70229b1237e',
    );
  });

  test("passes the receiver's check of docs/crm-webhook.md, and fails it with another secret, body or an old t", () => {
    const now = Date.now();
    const t = Math.floor(now / 1000);
    expect(verified(SECRET, signature(SECRET, t, '{}'), '{}', now)).toBe(true);
    expect(verified(SECRET, signature('another', t, '{}'), '{}', now)).toBe(false);
    expect(verified(SECRET, signature(SECRET, t, '{}'), '{ }', now)).toBe(false);
    expect(verified(SECRET, signature(SECRET, t - 301, '{}'), '{}', now)).toBe(false);
  });
});

describe('what an answer means', () => {
  test('a 2xx takes the lead', () => {
    for (const status of [200, 201, 202, 204]) expect(answerFailure(status)).toBeNull();
  });

  test('a 4xx is final, but for 408, 409 and 429, which ask to come back, and 401, 403 and 404 (below)', () => {
    expect(answerFailure(400)).toEqual({ code: 'HTTP 400', permanent: true });
    expect(answerFailure(422)).toEqual({ code: 'HTTP 422', permanent: true });
    expect(answerFailure(408)).toEqual({ code: 'HTTP 408', permanent: false });
    // The same Idempotency-Key still being handled: our first post, timed out, may yet fail.
    expect(answerFailure(409)).toEqual({ code: 'HTTP 409', permanent: false });
    expect(answerFailure(429)).toEqual({ code: 'HTTP 429', permanent: false });
  });

  test('401, 403 and 404 are worth another try: the secret or the URL can be fixed', () => {
    for (const status of [401, 403, 404])
      expect(answerFailure(status)).toEqual({ code: `HTTP ${status}`, permanent: false });
  });

  test('a 5xx and a redirect are worth another try', () => {
    expect(answerFailure(500)).toEqual({ code: 'HTTP 500', permanent: false });
    expect(answerFailure(503)).toEqual({ code: 'HTTP 503', permanent: false });
    expect(answerFailure(302)).toEqual({ code: 'HTTP 302', permanent: false });
  });

  test('a 300 is a redirect, not a 2xx', () => {
    expect(answerFailure(300)).toEqual({ code: 'HTTP 300', permanent: false });
  });
});

describe('webhookPoster, against a receiver on 127.0.0.1', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver(SECRET);
  });
  afterEach(() => receiver.stop());

  test('posts the payload as JSON, signed, with the booking id as the Idempotency-Key', async () => {
    const payload = leadPayload(request(), BOOKED_AT, false);
    expect(await webhookPoster(receiver.url, SECRET)(payload)).toBe(200);
    expect(receiver.received).toEqual([
      expect.objectContaining({ key: ID, payload: JSON.parse(JSON.stringify(payload)), verified: true, status: 200 }),
    ]);
  });

  test("resolves with the receiver's status", async () => {
    receiver.answer(ID, 503, 302, 422);
    const post = webhookPoster(receiver.url, SECRET);
    const payload = leadPayload(request(), BOOKED_AT, false);
    expect([await post(payload), await post(payload), await post(payload)]).toEqual([503, 302, 422]);
    expect(receiver.received).toHaveLength(3);
  });

  test('does not follow a redirect: the lead goes to the URL set and nowhere else', async () => {
    const redirector = createServer((_, response) => response.writeHead(307, { Location: receiver.url }).end());
    redirector.listen(0, '127.0.0.1');
    await once(redirector, 'listening');
    const url = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/leads`;
    try {
      expect(await webhookPoster(url, SECRET)(leadPayload(request(), BOOKED_AT, false))).toBe(307);
      expect(receiver.received).toEqual([]);
    } finally {
      redirector.closeAllConnections();
      redirector.close();
    }
  });

  test('a signature under another secret is refused by the receiver', async () => {
    expect(await webhookPoster(receiver.url, 'another')(leadPayload(request(), BOOKED_AT, false))).toBe(401);
  });

  test('gives up on a receiver that does not answer, at its timeout (ETIMEDOUT)', async () => {
    receiver.answer(ID, 'hang');
    const error = await webhookPoster(
      receiver.url,
      SECRET,
      300,
    )(leadPayload(request(), BOOKED_AT, false)).catch((caught: unknown) => caught);
    expect(requestFailure(error)).toEqual({ code: 'ETIMEDOUT', permanent: false });
  });

  test('a closed port is a refused connection (ECONNREFUSED)', async () => {
    await receiver.stop();
    const error = await webhookPoster(
      receiver.url,
      SECRET,
    )(leadPayload(request(), BOOKED_AT, false)).catch((caught: unknown) => caught);
    expect(requestFailure(error)).toEqual({ code: 'ECONNREFUSED', permanent: false });
    receiver = await startReceiver(SECRET); // for afterEach
  });

  test('without a secret, posts nothing (ENOSECRET)', async () => {
    const error = await webhookPoster(
      receiver.url,
      '',
    )(leadPayload(request(), BOOKED_AT, false)).catch((caught: unknown) => caught);
    expect(requestFailure(error)).toEqual({ code: 'ENOSECRET', permanent: false });
    expect(receiver.received).toEqual([]);
  });
});

describe('requestFailure', () => {
  test('names an error it does not know by its kind, never its words', () => {
    expect(requestFailure(new RangeError('asha@example.in'))).toEqual({
      code: 'EUNKNOWN RangeError',
      permanent: false,
    });
    expect(requestFailure('boom')).toEqual({ code: 'EUNKNOWN string', permanent: false });
  });
});
