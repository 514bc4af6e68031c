// The one module that reads the environment: the site (content/, lib/, app/) and the Node scripts
// (scripts/, the tests' helpers) take every setting from here, checked. README, "Configuration",
// lists every variable.
//
// - The site's build-time settings (NEXT_PUBLIC_*) are baked into the pages. They are read and
//   checked when this module loads, so that a malformed value fails `next build`, naming it.
//   Next.js inlines only literal `process.env.NEXT_PUBLIC_…` reads into the browser's code, so
//   each is spelled out below. The Firebase web config is the exception to the checking: a bad one
//   is a start-up failure of the booking backend, logged to the console only (DECISIONS.md), so
//   lib/firebase-config.ts checks it when that backend starts, and `npm run build:production`
//   refuses it before building (`productionEnvProblems` in scripts/lib/config.mjs).
// - The scripts' settings (ports, paths, the deploy target) are read when asked, through
//   `readEnv` and `readPort`: scripts set some of them for the processes they start.
// Plain JavaScript, so that the scripts import it as it is; TypeScript reads the JSDoc types.
/**
 * A value as set, trimmed; undefined when unset or blank.
 * @param {string | undefined} value
 */
function present(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * An absolute http(s) URL with no query or fragment, without its trailing slashes.
 * @param {string} name
 * @param {string} value
 */
export function checkBaseUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // A bare `?` or `#` leaves url.search and url.hash empty, but would end up in front of every path.
  if (!url || !/^https?:$/.test(url.protocol) || /[?#]/.test(value) || url.username) {
    throw new Error(`${name} must be an absolute http(s) URL such as https://example.com, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A Sentry DSN (`https://<public key>@<host>/<project id>`), or undefined when none is set.
 * @param {string | undefined} value
 */
export function checkSentryDsn(value) {
  if (value === undefined) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.username || !/\/\d+$/.test(url.pathname)) {
    throw new Error(
      `NEXT_PUBLIC_SENTRY_DSN must be a Sentry DSN such as https://key@o1.ingest.sentry.io/1, got "${value}"`,
    );
  }
  return value;
}

/** The production origin of this marketing site: canonical URLs, the sitemap, Open Graph. */
export const SITE_URL = checkBaseUrl(
  'NEXT_PUBLIC_SITE_URL',
  present(process.env.NEXT_PUBLIC_SITE_URL) ?? 'https://homeos.example.com',
);

/** The separate web app (sign-in, registration, trial) on its own origin. */
export const APP_URL = checkBaseUrl(
  'NEXT_PUBLIC_APP_URL',
  present(process.env.NEXT_PUBLIC_APP_URL) ?? 'https://app.example.com',
);

/** Where errors are reported (Sentry); undefined turns reporting off. */
export const SENTRY_DSN = checkSentryDsn(present(process.env.NEXT_PUBLIC_SENTRY_DSN));

/**
 * The icon sprite's content hash, so that its URL changes with it (lib/icon-name.ts). Not a
 * setting: next.config.ts computes it from the icons when it builds; undefined in the tests
 * that run without Next.js.
 */
export const ICON_SPRITE_VERSION = present(process.env.ICON_SPRITE_VERSION);

/** host:port of the local Firestore emulator, in builds that target it (and only there: the preview banner). */
export const EMULATOR_HOST = present(process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST);

/**
 * The Firebase web config as set (and the reCAPTCHA Enterprise key that turns App Check on),
 * checked by lib/firebase-config.ts when the booking backend starts.
 */
export const FIREBASE_WEB_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
};

/**
 * A script's setting, trimmed; undefined when unset or blank.
 * @param {string} name
 */
export function readEnv(name) {
  return present(process.env[name]);
}

/**
 * A port number from the variable `name`, or `fallback` when it is unset.
 * @param {string} name
 * @param {number} fallback
 */
export function readPort(name, fallback) {
  const set = readEnv(name);
  const value = Number(set ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} must be a port number, got "${set}"`);
  return value;
}

/** The whole environment as it is now, for the checks that look at several variables at once. */
export function currentEnv() {
  return { ...process.env };
}

/**
 * Sets each variable that is not set yet, for this process and the ones it starts.
 * @param {Record<string, string>} values
 */
export function setEnvDefaults(values) {
  for (const [name, value] of Object.entries(values)) process.env[name] ??= value;
}
