// Reading MailDev's inbox through its REST API, as the tests do: the function's emails as the
// visitor and the sales team would get them.
import { HOST, ports } from './config.mjs';

const api = () => `http://${HOST}:${ports.mailWeb}/api/email`;

async function get(url, as = 'json') {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return as === 'text' ? response.text() : response.json();
}

/**
 * @typedef {{ address: string, name?: string }} Address
 * @typedef {{
 *   id: string, subject: string, from: Address[], to: Address[], headers: Record<string, string>,
 *   text?: string, html?: string,
 *   attachments?: { filename: string, generatedFileName: string, contentType: string }[]
 * }} Message
 */

/**
 * Every message in the inbox addressed (To) to `address`, in full: subject, from, to, headers
 * (`reply-to`), text, html and attachments' metadata.
 * @param {string} address
 * @returns {Promise<Message[]>}
 */
export async function messagesTo(address) {
  const summaries = await get(api());
  const wanted = summaries.filter((summary) =>
    summary.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
  return Promise.all(wanted.map((summary) => get(`${api()}/${summary.id}`)));
}

/**
 * A header of the message as sent (MailDev's parsed message leaves some out, Reply-To among them).
 * @param {Message} message
 * @param {string} name
 * @returns {Promise<string | undefined>}
 */
export async function sentHeader(message, name) {
  const source = await get(`${api()}/${message.id}/source`, 'text');
  const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * An attachment's content, as text.
 * @param {Message} message
 * @param {string} filename
 * @returns {Promise<string>}
 */
export function attachmentText(message, filename) {
  // MailDev serves an attachment under a name of its own making.
  const attachment = message.attachments?.find((candidate) => candidate.filename === filename);
  if (!attachment) throw new Error(`The message "${message.subject}" has no attachment ${filename}`);
  return get(`${api()}/${message.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`, 'text');
}
