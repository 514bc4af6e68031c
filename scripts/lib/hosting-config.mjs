// The Firebase Hosting config that is actually served, derived from firebase.json.
//
// firebase.json is the production truth for every header. Two parts of its Content-Security-Policy
// depend on the build and are filled in here, after `next build`, both for `npm run deploy` and for
// the local Hosting emulator:
// - script-src and style-src get the sha256 hash of every inline <script> and <style> in out/
//   (the root layout inlines the icon-fallback listener, react-dom inlines its form replay, and
//   scripts/lib/defer-scripts.mjs adds its loader to every page, having moved Next's inline
//   payload and entry into a file);
// - connect-src gets the origin of NEXT_PUBLIC_SENTRY_DSN, and any extra origins the caller passes
//   (locally: the Firestore emulator);
// - in builds with NEXT_PUBLIC_RECAPTCHA_SITE_KEY (Firebase App Check), exactly the origins
//   reCAPTCHA Enterprise and the App Check token exchange need (RECAPTCHA_SOURCES), and only then.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { checkSentryDsn } from '../../lib/env.mjs';
import { htmlFiles } from './html.mjs';

const CSP = 'content-security-policy';

function sha256(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether a <script> with these attributes runs as JavaScript (JSON-LD and other data blocks do not). */
function isInlineJavaScript(attributes) {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type.endsWith('javascript') || type.endsWith('ecmascript');
}

/**
 * The CSP hash sources for one HTML document: inline scripts and <style> elements. A style
 * attribute would need 'unsafe-hashes'; the pages have none, and e2e/hosting.spec.ts fails on any
 * CSP violation, so one added would be seen there.
 */
export function inlineHashesOf(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => isInlineJavaScript(attributes))
    .map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body));
  return { scripts, styles };
}

/**
 * The union of the hash sources of every HTML file of a static export, each list sorted.
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineHashes(outDir) {
  const all = { scripts: new Set(), styles: new Set() };
  for (const file of htmlFiles(outDir)) {
    const hashes = inlineHashesOf(readFileSync(file, 'utf8'));
    for (const kind of /** @type {const} */ (['scripts', 'styles'])) {
      hashes[kind].forEach((hash) => all[kind].add(hash));
    }
  }
  const sorted = (/** @type {Set<string>} */ set) => [...set].sort();
  return { scripts: sorted(all.scripts), styles: sorted(all.styles) };
}

/** What App Check with reCAPTCHA Enterprise loads, frames and calls (Google's reCAPTCHA CSP guide). */
export const RECAPTCHA_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/', 'https://content-firebaseappcheck.googleapis.com'],
};

/** "a x y; b z" -> Map { a => [x, y], b => [z] } */
export function parseCsp(value) {
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

export function serializeCsp(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

function addSources(directives, name, sources) {
  if (!sources.length) return;
  const current = directives.get(name) ?? directives.get('default-src') ?? [];
  directives.set(name, [...new Set([...current.filter((source) => source !== "'none'"), ...sources])]);
}

/** The origin ("https://o1.ingest.sentry.io") a Sentry DSN sends to, or undefined when unset. */
export function sentryOrigin(dsn) {
  if (!dsn) return undefined;
  checkSentryDsn(dsn);
  return new URL(dsn).origin;
}

/**
 * A CSP value with the hashes of a build, extra connect-src origins and (with `recaptcha`) the
 * reCAPTCHA sources added.
 * @param {string} value
 * @param {{ hashes: { scripts: string[], styles: string[] }, connectSrc?: (string | undefined)[], recaptcha?: boolean }} options
 */
export function completeCsp(value, { hashes, connectSrc = [], recaptcha = false }) {
  const directives = parseCsp(value);
  if (recaptcha) for (const [name, sources] of Object.entries(RECAPTCHA_SOURCES)) addSources(directives, name, sources);
  addSources(directives, 'script-src', hashes.scripts);
  addSources(directives, 'style-src', hashes.styles);
  addSources(directives, 'connect-src', connectSrc.filter(Boolean));
  return serializeCsp(directives);
}

/**
 * firebase.json's `hosting` section as it must be served for the static export in outDir: its
 * Content-Security-Policy completed with the build's inline hashes, the Sentry origin of `dsn`,
 * any `connectSrc` origins and, for a build with a reCAPTCHA site key, reCAPTCHA's sources.
 * firebase.json's `predeploy`, which refuses a plain `firebase deploy` of the site, is left out.
 * Everything else is unchanged.
 * @param {{ headers?: { source: string, headers: { key: string, value: string }[] }[], predeploy?: unknown }} hosting
 * @param {{ outDir: string, dsn?: string, connectSrc?: string[], recaptcha?: boolean }} options
 */
export function servedHostingConfig(hosting, { outDir, dsn, connectSrc = [], recaptcha = false }) {
  const hashes = inlineHashes(outDir);
  const extraConnect = [sentryOrigin(dsn), ...connectSrc];
  let found = false;
  const headers = (hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== CSP) return header;
      found = true;
      return { ...header, value: completeCsp(header.value, { hashes, connectSrc: extraConnect, recaptcha }) };
    }),
  }));
  if (!found) throw new Error('firebase.json has no Content-Security-Policy header to complete.');
  const served = { ...hosting, headers };
  delete served.predeploy;
  return served;
}
