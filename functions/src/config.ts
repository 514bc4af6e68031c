import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * The function's configuration, as Firebase parameters: set per project at deploy (README
 * "Deploy"), written per run by `npm start` and the tests for the emulator (scripts/lib/emulators.mjs).
 */

/** The SMTP server, with its credentials: `smtps://user:password@smtp.example.com:465`. A secret. */
export const SMTP_URL = defineSecret('SMTP_URL');

export const SALES_EMAIL = defineString('SALES_EMAIL', {
  description: 'The address that gets the sales alert for every demo request.',
});

export const MAIL_FROM = defineString('MAIL_FROM', {
  description:
    'The sender of both emails, e.g. "HomeOS <demos@your-domain>" (an address your SMTP server may send as).',
});

/**
 * Where each booking is POSTed as signed JSON for a CRM (docs/crm-webhook.md); empty, the default:
 * no webhook.
 */
export const LEAD_WEBHOOK_URL = defineString('LEAD_WEBHOOK_URL', {
  default: '',
  description: 'Where each demo request is POSTed as signed JSON (https://…); empty: no webhook.',
});

/** The key the webhook's posts are signed with (HMAC-SHA256), shared with the receiver. A secret. */
export const LEAD_WEBHOOK_SECRET = defineSecret('LEAD_WEBHOOK_SECRET');

/**
 * Where the function runs. A Firestore trigger runs in the region of its database: this is the
 * database's location (Mumbai); change both together.
 */
export const REGION = 'asia-south1';

/** How long each function may run, in seconds: the trigger's one booking, the daily sweep's many. */
export const TIMEOUT_SECONDS = { trigger: 60, sweep: 540 } as const;
