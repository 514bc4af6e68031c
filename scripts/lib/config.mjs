// Ports and local settings shared by `npm start`, `npm test` and the benchmark, and the check of a
// production build's environment. Every port can be overridden by the environment variable of the
// same name; lib/env.mjs reads them all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readEnv, readPort as port, setEnvDefaults } from '../../lib/env.mjs';
import { isProjectId } from '../../lib/project-id.mjs';

export const HOST = '127.0.0.1';

// Getters, so that a port set in the environment after this module loads still counts.
export const ports = {
  /** The site (Firebase Hosting emulator serving out/). */
  get site() {
    return port('PORT', 3000);
  },
  /** The Cloud Firestore emulator the site writes demo requests to. */
  get firestore() {
    return port('FIRESTORE_PORT', 8080);
  },
  /** The browser tests' second site: a build with a Sentry DSN, on its own Hosting emulator. */
  get sentrySite() {
    return port('SENTRY_SITE_PORT', 3190);
  },
  /** The browser tests' third site: a build with a reCAPTCHA site key (Firebase App Check on). */
  get appCheckSite() {
    return port('APP_CHECK_SITE_PORT', 3290);
  },
  /** The Sentry envelope collector the browser tests run; that build's DSN points at it. */
  get sentryCollector() {
    return port('SENTRY_COLLECTOR_PORT', 8190);
  },
  /** A second Firestore emulator, for the security-rules tests (Jest). */
  get rulesTest() {
    return port('FIRESTORE_RULES_TEST_PORT', this.firestore + 1);
  },
  /** The Cloud Functions emulator, which runs functions/ (the booking emails). */
  get functions() {
    return port('FUNCTIONS_PORT', 5001);
  },
  /** MailDev, the local inbox the function mails to: its SMTP server, and its web inbox and REST API. */
  get mailSmtp() {
    return port('MAIL_SMTP_PORT', 1025);
  },
  get mailWeb() {
    return port('MAIL_WEB_PORT', 1080);
  },
};

/**
 * The ports `npm start` and `npm run dev` listen on, with a name and the variable that moves each:
 * the site, the Firestore and Functions emulators, MailDev.
 * @returns {[name: string, port: number, variable: string][]}
 */
export function localServicePorts() {
  return [
    ['site', ports.site, 'PORT'],
    ['Firestore emulator', ports.firestore, 'FIRESTORE_PORT'],
    ['Functions emulator', ports.functions, 'FUNCTIONS_PORT'],
    ['MailDev SMTP', ports.mailSmtp, 'MAIL_SMTP_PORT'],
    ['MailDev inbox', ports.mailWeb, 'MAIL_WEB_PORT'],
  ];
}

/**
 * The function's parameters in local runs (the deployed values are set at deploy, see README):
 * every email goes to MailDev whatever its address, so these only have to look right there.
 */
export const LOCAL_FUNCTION_PARAMS = {
  SALES_EMAIL: 'sales@homeos.example.com',
  MAIL_FROM: 'HomeOS <demos@homeos.example.com>',
};

/**
 * The lead webhook in local runs (docs/crm-webhook.md): LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET
 * as set in the environment, handed to the Functions emulator; without a URL, no webhook.
 */
export function localWebhook() {
  return { url: readEnv('LEAD_WEBHOOK_URL') ?? '', secret: readEnv('LEAD_WEBHOOK_SECRET') ?? '' };
}

/** The DSN baked into the Sentry test build: the browser tests' envelope collector. */
export function testSentryDsn() {
  return `http://public@${HOST}:${ports.sentryCollector}/1`;
}

/**
 * The Sentry test build's Firebase project id: malformed on purpose (lib/firebase-config.ts rejects
 * it), so that on that site the booking backend fails to start, and the tests can show that such a
 * start-up failure reaches the console only. None of that site's tests saves a booking.
 */
export const MALFORMED_PROJECT_ID = 'HomeOS Sentry Test';

/**
 * What the App Check test build adds to an emulator build: a reCAPTCHA Enterprise site key (App
 * Check on) and the API key and app id App Check needs. All made up: the tests answer reCAPTCHA
 * and the token exchange themselves.
 */
export const TEST_APP_CHECK_ENV = {
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-recaptcha-enterprise-site-key',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef012345',
};

/** The Firebase project id used locally; the `demo-` prefix keeps firebase-tools offline. */
export const LOCAL_PROJECT_ID = 'demo-homeos';

/**
 * The build-time variables of a local build: pointed at the local emulator, App Check off (the local
 * CSP allows no reCAPTCHA), the rest as the environment has them. Each is set, blank when the
 * environment has none: `next build` also reads .env.production.local, where a deploy's settings
 * are kept, and the environment wins over it.
 */
export function emulatorBuildEnv() {
  const asSet = (name) => readEnv(name) ?? '';
  return {
    NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_API_KEY: asSet('NEXT_PUBLIC_FIREBASE_API_KEY'),
    NEXT_PUBLIC_FIREBASE_APP_ID: asSet('NEXT_PUBLIC_FIREBASE_APP_ID'),
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '',
    NEXT_PUBLIC_SENTRY_DSN: asSet('NEXT_PUBLIC_SENTRY_DSN'),
    NEXT_PUBLIC_SITE_URL: readEnv('NEXT_PUBLIC_SITE_URL') ?? `http://${HOST}:${ports.site}`,
    NEXT_PUBLIC_APP_URL: asSet('NEXT_PUBLIC_APP_URL'),
  };
}

/** Test runs use their own ports by default, so that they work while `npm start` is running. */
export function applyTestPortDefaults() {
  setEnvDefaults({
    PORT: '3100',
    FIRESTORE_PORT: '8180',
    FUNCTIONS_PORT: '5101',
    MAIL_SMTP_PORT: '1125',
    MAIL_WEB_PORT: '1180',
  });
}

/** What firestore/lite needs in production (lib/firebase-config.ts reads the same three). */
export const PRODUCTION_FIREBASE_ENV = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
];

/**
 * The origins a production build must be given. Their local defaults are example.com placeholders
 * (lib/env.mjs) that nobody would notice in a build: the site's would be every canonical URL, the
 * sitemap and robots.txt; the app's, where Sign in, Register Now and Continue lead.
 */
/** @type {[name: string, example: string, purpose: string][]} */
const PRODUCTION_ORIGINS = [
  ['NEXT_PUBLIC_SITE_URL', 'https://homeos.in', 'the public origin of this site (canonical URLs, sitemap, robots.txt)'],
  ['NEXT_PUBLIC_APP_URL', 'https://app.homeos.in', 'the origin of the web app (Sign in, Register Now, the trial)'],
];

/**
 * Why `env` cannot make a production build (an empty list when it can): the Firebase web config
 * missing or its project id malformed, an emulator host set, the site's or the web app's origin
 * missing or left at its example.com placeholder. (lib/env.mjs refuses a malformed URL or DSN.)
 */
export function productionEnvProblems(env) {
  const problems = [];
  const value = (name) => env[name]?.trim() || undefined;
  const missing = PRODUCTION_FIREBASE_ENV.filter((name) => !value(name));
  const projectId = value('NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  if (projectId && !isProjectId(projectId)) {
    problems.push(`NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id, got "${projectId}".`);
  }
  if (missing.length > 0) {
    problems.push(
      `The production build needs the Firebase web config. Missing: ${missing.join(', ')}.\n` +
        'Set them in the environment or in .env.production.local (see .env.example).',
    );
  }
  for (const [name, example, purpose] of PRODUCTION_ORIGINS) {
    const url = value(name);
    if (!url) problems.push(`${name} is missing: set ${purpose}, such as ${example}.`);
    else if (/(^|\.)example\.com\.?$/i.test(URL.parse(url)?.hostname ?? '')) {
      problems.push(`${name} is a placeholder, got "${url}": set ${purpose}.`);
    }
  }
  // The site is served over https: the browser would block every report to plain http, silently
  // (but to this machine, where the benchmark's collector is).
  const dsn = value('NEXT_PUBLIC_SENTRY_DSN');
  const sentry = dsn ? URL.parse(dsn) : null;
  if (sentry?.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(sentry.hostname)) {
    problems.push(`NEXT_PUBLIC_SENTRY_DSN must be an https address, got "${dsn}".`);
  }
  if (value('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST')) {
    problems.push('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST is set: a production build must not point at an emulator.');
  }
  return problems;
}

/** The project id `given` names: itself, or what its alias in `<root>/.firebaserc` stands for. */
export function firebaseProjectId(given, root) {
  const rc = path.join(root, '.firebaserc');
  return (existsSync(rc) && JSON.parse(readFileSync(rc, 'utf8')).projects?.[given]) || given;
}
