import { domainToASCII } from 'node:url';

import nodemailer from 'nodemailer';

import type { OutgoingMessage } from './messages';

/**
 * Sends one message; resolves with its Message-ID once the SMTP server has taken it. `key` is
 * unique to the booking and the kind of message (`alert.<booking id>`): the Message-ID's left part.
 */
export type Send = (message: OutgoingMessage, key: string) => Promise<string>;

/**
 * A message's Message-ID: the same for every copy of it. A copy is sent again only when a
 * delivery could not record that the first went (functions/src/delivery.ts); mail clients that
 * drop a second message with a Message-ID they have (Gmail) then show it once. On the sender's
 * domain (in ASCII, as a header must be), as nodemailer's own would be; `localhost` when MAIL_FROM
 * has none, as nodemailer's.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = domainToASCII(/@([^\s@<>()]+)/.exec(from)?.[1] ?? '');
  return `<${key}@${/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : 'localhost'}>`;
}

/**
 * The longest one send may take, end to end, from the connection to the end of DATA: the two of a
 * delivery fit in the function's 60 s, and so in the delivery lease (functions/src/delivery.ts).
 */
export const SEND_DEADLINE_MS = 25_000;

/**
 * SMTP through nodemailer, from the SMTP_URL secret. Its own defaults would wait up to 10 minutes
 * for a silent server; past the deadline nodemailer closes the connection (`EABORT`, tried again).
 */
export function smtpSender(url: string, from: string, deadlineMs = SEND_DEADLINE_MS): Send {
  const transport = nodemailer.createTransport({
    url,
    // A host that never answers fails as such (ETIMEDOUT, in the logs), well within the deadline.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    // A login (any user or password: an @ before the query) goes over TLS only: smtps://, or
    // STARTTLS, which nodemailer would otherwise skip when the EHLO reply leaves it out (a server's
    // setup, or someone in between). MailDev's URL has none.
    requireTLS: /^[^?#]*@/.test(url),
  });
  return async (message, key) => {
    const messageId = messageIdOf(key, from);
    const info = await transport.sendMail({ from, ...message, messageId, signal: AbortSignal.timeout(deadlineMs) });
    return info.messageId;
  };
}
