import { DAY_MS } from '../../lib/preferred-date';
import {
  LEASE_MS,
  MESSAGE_KINDS,
  claimOf,
  claimed,
  confirmationTooLate,
  held,
  notSent,
  pending,
  sendFailure,
  sent,
  verdict,
  type Delivery,
  type DeliveryState,
} from './delivery';
import { TIMEOUT_SECONDS } from './config';
import { SEND_DEADLINE_MS } from './mailer';
import { SWEEP_BUDGET_MS } from './sweep';
import { WEBHOOK_TIMEOUT_MS } from './webhook';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('claiming a message', () => {
  test('a new message is claimed, under a lease, as the first attempt', () => {
    expect(claimOf(pending(), NOW)).toBe('claim');
    expect(claimed(pending(), NOW)).toEqual({
      ...pending(),
      state: 'PROCESSING',
      attempts: 1,
      leaseExpiresAt: NOW + LEASE_MS,
    });
  });

  test('a message being sent is left to its sender until the lease runs out', () => {
    const processing = claimed(pending(), NOW);
    expect(claimOf(processing, NOW + LEASE_MS - 1)).toBe('busy');
    expect(claimOf(processing, NOW + LEASE_MS)).toBe('claim');
    expect(claimed(processing, NOW + LEASE_MS).attempts).toBe(2);
  });

  test('a sent, refused or held message is never claimed again', () => {
    const processing = claimed(pending(), NOW);
    expect(claimOf(sent(processing, '<id@host>', NOW), NOW)).toBe('done');
    expect(claimOf(notSent(processing, { code: 'EENVELOPE 550', permanent: true }), NOW)).toBe('done');
    expect(claimOf(held(), NOW)).toBe('done');
  });

  test('a message whose send failed for now is claimed again by the next delivery', () => {
    const failed = notSent(claimed(pending(), NOW), { code: 'ESOCKET', permanent: false });
    expect(failed).toMatchObject<Partial<Delivery>>({
      state: 'ERROR',
      attempts: 1,
      leaseExpiresAt: null,
      error: 'ESOCKET',
    });
    expect(claimOf(failed, NOW + 1)).toBe('claim');
  });

  test('a lease outlasts the trigger that holds it, which has the time for its sends: the emails one after the other, the post beside them', () => {
    const sends = Math.max(MESSAGE_KINDS.length * SEND_DEADLINE_MS, WEBHOOK_TIMEOUT_MS);
    expect(sends).toBeLessThan(TIMEOUT_SECONDS.trigger * 1000);
    expect(LEASE_MS).toBeGreaterThan(TIMEOUT_SECONDS.trigger * 1000);
  });

  test("the sweep's budget leaves it the time to finish the booking it is sending when the budget runs out", () => {
    expect(SWEEP_BUDGET_MS + MESSAGE_KINDS.length * SEND_DEADLINE_MS).toBeLessThan(TIMEOUT_SECONDS.sweep * 1000);
  });

  test('a sent message records when and its Message-ID, and drops an earlier error', () => {
    const retried = claimed(notSent(claimed(pending(), NOW), { code: 'ESOCKET', permanent: false }), NOW + 10_000);
    expect(sent(retried, '<id@host>', NOW + 11_000)).toEqual({
      state: 'SUCCESS',
      attempts: 2,
      leaseExpiresAt: null,
      sentAt: NOW + 11_000,
      messageId: '<id@host>',
      error: null,
    });
  });
});

describe('a confirmation too late', () => {
  const tomorrow = NOW + DAY_MS; // as if 00:00 IST: only the day's end matters here

  test('is one still unsent a week after the booking', () => {
    expect(confirmationTooLate(NOW, null, NOW + 7 * DAY_MS)).toBe(false);
    expect(confirmationTooLate(NOW, null, NOW + 7 * DAY_MS + 1)).toBe(true);
  });

  test('is one still unsent once the day asked for has ended', () => {
    expect(confirmationTooLate(NOW, tomorrow, tomorrow + DAY_MS - 1)).toBe(false);
    expect(confirmationTooLate(NOW, tomorrow, tomorrow + DAY_MS)).toBe(true);
  });
});

describe('sendFailure', () => {
  test('a server that is down or slow is worth another try', () => {
    expect(sendFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), 'confirmation')).toEqual({
      code: 'ESOCKET',
      permanent: false,
    });
    expect(
      sendFailure(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), 'confirmation'),
    ).toEqual({
      code: 'ETIMEDOUT',
      permanent: false,
    });
  });

  test('a refused login is worth another try (someone can fix the secret), a refused mailbox is not', () => {
    expect(sendFailure({ code: 'EAUTH', responseCode: 535 }, 'confirmation')).toEqual({
      code: 'EAUTH 535',
      permanent: false,
    });
    const refused = { code: 'EENVELOPE', command: 'RCPT TO' };
    expect(sendFailure({ ...refused, responseCode: 550, response: '550 5.1.1 User unknown' }, 'confirmation')).toEqual({
      code: 'EENVELOPE 550',
      permanent: true,
    });
    expect(sendFailure({ ...refused, responseCode: 452 }, 'confirmation')).toEqual({
      code: 'EENVELOPE 452',
      permanent: false,
    });
  });

  test('a sender or a message the server will not take is worth another try: MAIL_FROM can be fixed', () => {
    for (const command of ['MAIL FROM', 'DATA']) {
      expect(sendFailure({ code: 'EENVELOPE', command, responseCode: 553 }, 'alert')).toEqual({
        code: 'EENVELOPE 553',
        permanent: false,
      });
    }
  });

  test("a sender the server will not take is worth another try for the visitor's confirmation too", () => {
    expect(sendFailure({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }, 'confirmation')).toEqual({
      code: 'EENVELOPE 553',
      permanent: false,
    });
  });

  /** Whether the visitor's address refused with this reply is final. */
  const refused = (responseCode: number, response?: string) =>
    sendFailure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode, response }, 'confirmation').permanent;

  test("the visitor's address refused as an address is final: an enhanced status 5.1.x", () => {
    expect(refused(550, '550 5.1.1 <asha@example.in>: Recipient address rejected: User unknown')).toBe(true);
    expect(refused(554, '554 5.1.2 Host or domain name not found')).toBe(true);
    expect(refused(550, '550-5.1.1 The email account that you tried to reach does not exist.')).toBe(true);
    // qmail's: the enhanced status at the end.
    expect(refused(550, '550 sorry, no mailbox here by that name. (#5.1.1)')).toBe(true);
  });

  test('a refusal with no enhanced status may be a policy: worth another try, until the confirmation is too late', () => {
    // A relay that wants a login, as qmail and others word it: a final verdict would lose the
    // confirmation for good, though fixing the relay's settings would send it.
    expect(refused(553, "553 sorry, that domain isn't in my list of allowed rcpthosts (#5.7.1)")).toBe(false);
    expect(refused(550, '550 relay not permitted')).toBe(false);
    for (const code of [550, 551, 553]) expect(refused(code)).toBe(false);
  });

  test("the visitor's address refused by policy, a full mailbox, or our sender refused, is worth another try", () => {
    expect(refused(554, '554 5.7.1 <asha@example.in>: Relay access denied')).toBe(false);
    expect(refused(550, '550 5.7.1 Sender policy refused')).toBe(false);
    expect(refused(552, '552 5.2.2 Mailbox full')).toBe(false);
    // Our sender refused, as a server that delays its checks to RCPT TO does.
    expect(refused(550, '550 5.1.8 <demos@homeos.example.com>: Sender address rejected: Domain not found')).toBe(false);
    expect(refused(553, '553 5.1.7 <demos@homeos.example.com>: Sender address rejected: not a valid address')).toBe(
      false,
    );
    expect(refused(503, '503 5.5.1 Error: need MAIL command')).toBe(false);
    expect(refused(500)).toBe(false);
  });

  test('a send cut off at its deadline is worth another try', () => {
    expect(sendFailure({ code: 'EABORT' }, 'alert')).toEqual({ code: 'EABORT', permanent: false });
  });

  test('keeps no words of the server, which can quote an address', () => {
    const failure = sendFailure(
      {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <asha@example.in>: Recipient address rejected',
        message: 'Can not send mail to asha@example.in',
      },
      'confirmation',
    );
    expect(JSON.stringify(failure)).not.toMatch(/asha|example/);
  });

  test('the sales address refused is worth another try: SALES_EMAIL can be fixed, and the alerts then go', () => {
    const refused = { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 };
    expect(sendFailure(refused, 'alert')).toEqual({ code: 'EENVELOPE 550', permanent: false });
  });

  test('anything else is an unknown error, named by its kind but not its words, worth another try', () => {
    expect(sendFailure(new RangeError('Invalid time value for asha@example.in'), 'confirmation')).toEqual({
      code: 'EUNKNOWN RangeError',
      permanent: false,
    });
    expect(sendFailure('boom', 'alert')).toEqual({ code: 'EUNKNOWN string', permanent: false });
  });
});

describe('verdict', () => {
  const states = (alert: DeliveryState, confirmation: DeliveryState, webhook: DeliveryState = 'SUCCESS') => ({
    alert,
    confirmation,
    webhook,
  });

  test('done when each email is sent or held, and the post made or off', () => {
    expect(verdict(states('SUCCESS', 'SUCCESS'))).toBe('done');
    expect(verdict(states('HELD', 'HELD'))).toBe('done');
    expect(verdict(states('SUCCESS', 'SUCCESS', 'OFF'))).toBe('done');
  });

  test('a recipient refused for good, or the post refused for good, is reported, not retried', () => {
    expect(verdict(states('SUCCESS', 'FAILED'))).toBe('refused');
    expect(verdict(states('SUCCESS', 'SUCCESS', 'FAILED'))).toBe('refused');
  });

  test('retried while something failed in a way a retry may fix, or another delivery holds it', () => {
    expect(verdict(states('ERROR', 'FAILED'))).toBe('retry');
    expect(verdict(states('SUCCESS', 'PROCESSING'))).toBe('retry');
    expect(verdict(states('HELD', 'HELD', 'ERROR'))).toBe('retry');
  });
});
