import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';

import { sendFailure } from './delivery';
import { messageIdOf, smtpSender } from './mailer';

const MESSAGE = { to: 'asha@example.in', subject: 'Your demo', text: 'Hello', html: '<p>Hello</p>', attachments: [] };

/**
 * An SMTP server on 127.0.0.1 that takes the envelope and the body, then never answers the end of
 * DATA: a server too slow to finish. Each reply before that comes at once, so nodemailer's
 * per-step timeouts never fire; only a deadline on the whole send can end it.
 */
async function serverSilentAfterData() {
  let closed = 0;
  const server: Server = createServer((socket) => {
    let inData = false;
    socket.on('close', () => (closed += 1));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (inData) continue; // the body and its final '.': no answer, ever
        if (/^(EHLO|HELO)\b/i.test(line)) socket.write('250 test.local\r\n');
        else if (/^DATA\b/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else socket.write('250 ok\r\n');
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

describe('smtpSender', () => {
  test('cuts a send off at its deadline, closing the connection, as a failure worth another try', async () => {
    const server = await serverSilentAfterData();
    try {
      const send = smtpSender(server.url, 'HomeOS <demos@homeos.example.com>', 500);
      const started = Date.now();
      const error: unknown = await send(MESSAGE, 'alert.test').then(
        () => new Error('the send did not fail'),
        (reason: unknown) => reason,
      );
      expect(Date.now() - started).toBeLessThan(5_000); // the socket timeout alone would wait 20 s
      expect(error).toMatchObject({ code: 'EABORT' });
      expect(sendFailure(error)).toEqual({ code: 'EABORT', permanent: false });
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
    expect(messageIdOf('confirmation.x', 'demos@mail.homeos.in')).toBe('<confirmation.x@mail.homeos.in>');
  });
});
