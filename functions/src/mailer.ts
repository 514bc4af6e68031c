import nodemailer from 'nodemailer';

import type { OutgoingMessage } from './messages';

/** Sends one message; resolves with its Message-ID once the SMTP server has taken it. */
export type Send = (message: OutgoingMessage) => Promise<string>;

/**
 * SMTP through nodemailer, from the SMTP_URL secret. The timeouts keep one send well under the
 * function's 60 s and the delivery lease (functions/src/delivery.ts): nodemailer's own defaults
 * would wait up to 10 minutes for a silent server.
 */
export function smtpSender(url: string, from: string): Send {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    dnsTimeout: 10_000,
  });
  return async (message) => {
    const info = await transport.sendMail({ from, ...message });
    return info.messageId;
  };
}
