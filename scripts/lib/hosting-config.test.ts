import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  completeCsp,
  inlineHashes,
  inlineHashesOf,
  parseCsp,
  RECAPTCHA_SOURCES,
  sentryOrigin,
  servedHostingConfig,
} from './hosting-config.mjs';

// sha256 of "alert(1)", as given by `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = JSON.parse(readFileSync(path.join(__dirname, '../../firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};

function headerValue(rules: HeaderRule[], source: string, key: string) {
  return rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)?.value;
}

describe('inlineHashesOf', () => {
  it('hashes inline scripts exactly as the browser does', () => {
    expect(inlineHashesOf('<script>alert(1)</script>').scripts).toEqual([ALERT_HASH]);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>' +
      '<script id="_R_">alert(1)</script>';
    expect(inlineHashesOf(html).scripts).toEqual([ALERT_HASH]);
  });

  it('hashes <style> elements apart from scripts', () => {
    const hashes = inlineHashesOf('<style>alert(1)</style>');
    expect(hashes).toEqual({ scripts: [], styles: [ALERT_HASH] });
  });
});

describe('inlineHashes', () => {
  it('collects every HTML file of an export, without duplicates', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosting-config-'));
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(path.join(dir, 'a.html'), '<script>alert(1)</script>');
    writeFileSync(path.join(dir, 'nested/b.html'), '<script>alert(1)</script><script>alert(2)</script>');
    writeFileSync(path.join(dir, 'c.txt'), '<script>alert(3)</script>');
    expect(inlineHashes(dir).scripts).toHaveLength(2);
  });
});

describe('completeCsp', () => {
  const hashes = { scripts: [ALERT_HASH], styles: [] };

  it('adds hashes to script-src and origins to connect-src, keeping the rest', () => {
    const csp = parseCsp(
      completeCsp("default-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'", {
        hashes,
        connectSrc: ['http://127.0.0.1:8080', undefined],
      }),
    );
    expect(csp.get('script-src')).toEqual(["'self'", ALERT_HASH]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8080']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('starts a missing directive from default-src', () => {
    const csp = parseCsp(completeCsp("default-src 'self'", { hashes: { scripts: [], styles: [ALERT_HASH] } }));
    expect(csp.get('style-src')).toEqual(["'self'", ALERT_HASH]);
    expect(csp.has('script-src')).toBe(false);
  });

  it("adds reCAPTCHA's sources only for a build with a site key (App Check)", () => {
    const base = "default-src 'self'; script-src 'self'; connect-src 'self'";
    const without = parseCsp(completeCsp(base, { hashes }));
    expect(without.get('script-src')).toEqual(["'self'", ALERT_HASH]);
    expect(without.get('connect-src')).toEqual(["'self'"]);
    expect(without.has('frame-src')).toBe(false);
    const withKey = parseCsp(completeCsp(base, { hashes, recaptcha: true }));
    expect(withKey.get('script-src')).toEqual(["'self'", ...RECAPTCHA_SOURCES['script-src'], ALERT_HASH]);
    expect(withKey.get('frame-src')).toEqual(["'self'", ...RECAPTCHA_SOURCES['frame-src']]);
    expect(withKey.get('connect-src')).toEqual(["'self'", ...RECAPTCHA_SOURCES['connect-src']]);
  });
});

describe('sentryOrigin', () => {
  it('is the origin a DSN sends to', () => {
    expect(sentryOrigin('https://abc@o123.ingest.de.sentry.io/456')).toBe('https://o123.ingest.de.sentry.io');
    expect(sentryOrigin('http://public@127.0.0.1:8190/1')).toBe('http://127.0.0.1:8190');
    expect(sentryOrigin(undefined)).toBeUndefined();
    expect(sentryOrigin('')).toBeUndefined();
  });

  it('fails naming the variable when the DSN is malformed', () => {
    expect(() => sentryOrigin('not a url')).toThrow('NEXT_PUBLIC_SENTRY_DSN must be a Sentry DSN');
    expect(() => sentryOrigin('https://o1.ingest.sentry.io/1')).toThrow('NEXT_PUBLIC_SENTRY_DSN must be a Sentry DSN');
  });
});

describe('firebase.json (the production truth)', () => {
  const rules = firebaseJson.hosting.headers;
  const csp = parseCsp(headerValue(rules, '**', 'Content-Security-Policy') ?? '');

  it('allows only the site itself and Firestore, and never unsafe-inline or unsafe-eval', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://firestore.googleapis.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...csp.values()].flat().filter((source) => source.startsWith("'unsafe"))).toEqual([]);
  });

  it('gets the build’s hashes and the Sentry origin when served', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosting-config-'));
    writeFileSync(path.join(dir, 'home.html'), '<script>alert(1)</script>');
    const served = servedHostingConfig(firebaseJson.hosting, { outDir: dir, dsn: 'https://k@o1.ingest.sentry.io/2' });
    const servedCsp = parseCsp(headerValue(served.headers, '**', 'Content-Security-Policy') ?? '');
    expect(servedCsp.get('script-src')).toEqual(["'self'", ALERT_HASH]);
    expect(servedCsp.get('connect-src')).toContain('https://o1.ingest.sentry.io');
  });

  it('refuses a plain `firebase deploy` of the site, saying to use npm run deploy; the served config deploys', () => {
    // firebase-tools' own run of the predeploy commands, as `firebase deploy` makes it before uploading.
    const predeploy = (config: object) =>
      spawnSync(
        process.execPath,
        [
          '-e',
          `const { lifecycleHooks } = require('firebase-tools/lib/deploy/lifecycleHooks');
          const { Config } = require('firebase-tools/lib/config');
          const root = process.cwd();
          const config = new Config(${JSON.stringify(config)}, { projectDir: root, cwd: root });
          lifecycleHooks('hosting', 'predeploy')({}, { config, project: 'homeos-prod', projectRoot: root }).then(
            () => process.exit(0),
            (error) => { console.error(error.message); process.exit(1); },
          );`,
        ],
        { cwd: path.join(__dirname, '../..'), encoding: 'utf8' },
      );
    const refused = predeploy(firebaseJson);
    expect(refused.stderr).toContain('Deploy with npm run deploy, see the README');
    expect(refused.stderr).toContain('hosting predeploy error: Command terminated with non-zero exit code 1');
    expect(refused.status).toBe(1);
    const served = servedHostingConfig(firebaseJson.hosting, { outDir: mkdtempSync(path.join(tmpdir(), 'served-')) });
    expect(predeploy({ ...firebaseJson, hosting: served }).status).toBe(0);
  });

  it('caches hashed assets for a year, and lists that rule last (the last matching rule wins)', () => {
    expect(rules.at(-1)).toEqual({
      source: '/_next/static/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
  });
});
