import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';

import { sendFailure } from './delivery';
import { messageIdOf, smtpSender } from './mailer';

const MESSAGE = { to: 'asha@example.in', subject: 'Your demo', text: 'Hello', html: '<p>Hello</p>', attachments: [] };

/**
 * An SMTP server on 127.0.0.1 whose replies are `answer`'s: the reply to a command line, or
 * nothing (no reply, ever). Each reply comes at once, so nodemailer's per-step timeouts never fire.
 */
async function smtpServer(answer: (line: string) => string | undefined) {
  let closed = 0;
  const server: Server = createServer((socket) => {
    let inData = false;
    socket.on('close', () => (closed += 1));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (inData && line !== '.') continue; // the body
        const reply = answer(line);
        if (/^DATA\b/i.test(line)) inData = true;
        if (reply) socket.write(`${reply}\r\n`);
      }
    });
    socket.write('220 test.local ESMTP\r\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    closed: () => closed,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Takes the envelope and the body, then never answers the end of DATA: a server too slow to finish. */
const serverSilentAfterData = () =>
  smtpServer((line) => {
    if (/^(EHLO|HELO)\b/i.test(line)) return '250 test.local';
    if (/^DATA\b/i.test(line)) return '354 go ahead';
    return line === '.' ? undefined : '250 ok';
  });

describe('smtpSender', () => {
  test('cuts a send off at its deadline, closing the connection, as a failure worth another try', async () => {
    const server = await serverSilentAfterData();
    try {
      const send = smtpSender(server.url, 'HomeOS <demos@homeos.example.com>', 500);
      const error: unknown = await send(MESSAGE, 'alert.test').then(
        () => new Error('the send did not fail'),
        (reason: unknown) => reason,
      );
      // The deadline's abort, not nodemailer's socket timeout (10 minutes by default).
      expect(error).toMatchObject({ code: 'EABORT' });
      expect(sendFailure(error, 'alert')).toEqual({ code: 'EABORT', permanent: false });
      for (let wait = 0; server.closed() === 0 && wait < 50; wait += 1) await new Promise((r) => setTimeout(r, 20));
      expect(server.closed()).toBe(1);
    } finally {
      await server.stop();
    }
  });

  test("gives every copy of a message one Message-ID, on the sender's domain", () => {
    expect(messageIdOf('alert.AbCdEfGhIjKlMnOpQrSt', 'HomeOS <Demos@HomeOS.in>')).toBe(
      '<alert.AbCdEfGhIjKlMnOpQrSt@homeos.in>',
    );
    expect(messageIdOf('confirmation.x', 'demos@mail.homeos.in (HomeOS)')).toBe('<confirmation.x@mail.homeos.in>');
    expect(messageIdOf('alert.x', 'HomeOS <demos@होमओएस.भारत>')).toBe('<alert.x@xn--v1bh4fwbb2i.xn--h2brj9c>');
    expect(messageIdOf('alert.x', 'demos')).toBe('<alert.x@localhost>');
  });

  test("sends from MAIL_FROM, under the message's own Message-ID", async () => {
    const lines: string[] = [];
    const server = await smtpServer((line) => {
      lines.push(line);
      if (/^(EHLO|HELO)\b/i.test(line)) return '250 test.local';
      return /^DATA\b/i.test(line) ? '354 go ahead' : '250 ok';
    });
    try {
      const from = 'HomeOS <demos@homeos.example.com>';
      expect(await smtpSender(server.url, from)(MESSAGE, 'alert.test')).toBe(messageIdOf('alert.test', from));
      expect(lines).toContain('MAIL FROM:<demos@homeos.example.com>');
    } finally {
      await server.stop();
    }
  });

  test('sends credentials only over TLS: never to a server that offers no STARTTLS', async () => {
    const lines: string[] = [];
    const server = await smtpServer((line) => {
      lines.push(line);
      // It offers no STARTTLS.
      if (/^(EHLO|HELO)\b/i.test(line)) return '250-test.local\r\n250 AUTH PLAIN LOGIN';
      if (/^STARTTLS\b/i.test(line)) return '502 5.5.1 Not implemented';
      if (/^AUTH\b/i.test(line)) return '235 2.7.0 Accepted';
      return /^DATA\b/i.test(line) ? '354 go ahead' : '250 ok';
    });
    try {
      const from = 'HomeOS <demos@homeos.example.com>';
      // A user and a password, or a password alone (an API key).
      for (const login of ['demos:secret@', ':secret@']) {
        const error: unknown = await smtpSender(server.url.replace('//', `//${login}`), from)(
          MESSAGE,
          'alert.test',
        ).then(
          () => new Error('the send did not fail'),
          (reason: unknown) => reason,
        );
        expect(error).toMatchObject({ code: 'ETLS' });
      }
      expect(lines.filter((line) => /^AUTH\b/i.test(line))).toEqual([]);
      // The same server takes a message that needs no login (MailDev, locally).
      expect(await smtpSender(server.url, from)(MESSAGE, 'alert.test')).toBe(messageIdOf('alert.test', from));
    } finally {
      await server.stop();
    }
  });

  test("a mailbox the server refuses: final for the visitor's confirmation, tried again for the sales alert", async () => {
    const server = await smtpServer((line) => {
      if (/^(EHLO|HELO)\b/i.test(line)) return '250 test.local';
      if (/^RCPT TO\b/i.test(line)) return '550 5.1.1 <asha@example.in>: Recipient address rejected';
      return /^QUIT\b/i.test(line) ? '221 bye' : '250 ok';
    });
    try {
      const send = smtpSender(server.url, 'HomeOS <demos@homeos.example.com>');
      const error: unknown = await send(MESSAGE, 'confirmation.test').then(
        () => new Error('the send did not fail'),
        (reason: unknown) => reason,
      );
      expect(sendFailure(error, 'confirmation')).toEqual({ code: 'EENVELOPE 550', permanent: true });
      expect(sendFailure(error, 'alert')).toEqual({ code: 'EENVELOPE 550', permanent: false });
    } finally {
      await server.stop();
    }
  });
});
