// MailDev, the local inbox: an SMTP server that keeps every message it gets, with a web inbox and a
// REST API (GET /api/email, /api/email/:id, /api/email/:id/attachment/:filename) on the same port.
// The function mails through it in `npm start` and in the tests.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { HOST, ports } from './config.mjs';
import { ROOT } from './emulators.mjs';
import { startService, waitForPort } from './processes.mjs';

// The package exports only its ES module (not even package.json), so its command is found by path.
const MAILDEV_DIR = path.join(ROOT, 'node_modules', 'maildev');
const MAILDEV_BIN = path.join(
  MAILDEV_DIR,
  JSON.parse(readFileSync(path.join(MAILDEV_DIR, 'package.json'), 'utf8')).bin.maildev,
);

/** Where MailDev keeps the messages of this SMTP port, so that they outlive a restart within a run. */
const mailDirectory = () => path.join(ROOT, '.firebase', `maildev-${ports.mailSmtp}`);

/**
 * Starts MailDev on MAIL_SMTP_PORT (SMTP) and MAIL_WEB_PORT (inbox and REST API). `fresh` empties
 * the inbox first (a new run); a restart within a run keeps it. `output` takes its log.
 * @param {{ fresh?: boolean, output?: (text: string) => void }} [options]
 */
export async function startMailbox({ fresh = true, output } = {}) {
  if (fresh) rmSync(mailDirectory(), { recursive: true, force: true });
  // prettier-ignore
  const child = startService('maildev', process.execPath, [
    MAILDEV_BIN,
    '--smtp', String(ports.mailSmtp), '--ip', HOST,
    '--web', String(ports.mailWeb), '--web-ip', HOST,
    '--mail-directory', mailDirectory(),
    '--silent',
  ], { output });
  await waitForPort('MailDev (SMTP)', HOST, ports.mailSmtp, child, 30_000);
  await waitForPort('MailDev (web)', HOST, ports.mailWeb, child, 30_000);
  return child;
}
