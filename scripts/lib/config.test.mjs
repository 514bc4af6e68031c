import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadEnvConfig } from '@next/env';

import { readFirebaseSettings } from '../../lib/firebase-config';
import { PRODUCTION_FIREBASE_ENV, emulatorBuildEnv, firebaseProjectId, productionEnvProblems } from './config.mjs';

// `npm run build:production` (scripts/build.mjs) refuses to build with any of these problems.
describe('productionEnvProblems', () => {
  const complete = {
    NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'homeos-prod',
    NEXT_PUBLIC_FIREBASE_APP_ID: 'app',
    NEXT_PUBLIC_SITE_URL: 'https://homeos.in',
    NEXT_PUBLIC_APP_URL: 'https://app.homeos.in',
  };

  test('none for a complete production config', () => {
    expect(productionEnvProblems(complete)).toEqual([]);
  });

  test('names every missing Firebase variable, and the missing site and app URLs', () => {
    const [firebase, site, app] = productionEnvProblems({});
    expect(firebase).toContain(`Missing: ${PRODUCTION_FIREBASE_ENV.join(', ')}.`);
    // The very ones the site cannot start Firebase without (with no emulator).
    expect(() => readFirebaseSettings({})).toThrow(`${PRODUCTION_FIREBASE_ENV.join(', ')} not set`);
    expect(site).toBe(
      'NEXT_PUBLIC_SITE_URL is missing: set the public origin of this site (canonical URLs, sitemap, robots.txt), such as https://homeos.in.',
    );
    expect(app).toBe(
      'NEXT_PUBLIC_APP_URL is missing: set the origin of the web app (Sign in, Register Now, the trial), such as https://app.homeos.in.',
    );
  });

  test('refuses a blank site or app URL: the placeholder domain would be every canonical URL, or Sign in', () => {
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_SITE_URL: ' ' })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is missing: /),
    ]);
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_APP_URL: ' ' })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_APP_URL is missing: /),
    ]);
  });

  test('refuses the placeholder domain itself (example.com), the defaults of local builds', () => {
    for (const url of ['https://homeos.example.com', 'https://example.com/', 'https://Example.COM:8443/site']) {
      expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_SITE_URL: url })).toEqual([
        `NEXT_PUBLIC_SITE_URL is a placeholder, got "${url}": set the public origin of this site (canonical URLs, sitemap, robots.txt).`,
      ]);
    }
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_APP_URL: 'https://app.example.com' })).toEqual([
      'NEXT_PUBLIC_APP_URL is a placeholder, got "https://app.example.com": set the origin of the web app (Sign in, Register Now, the trial).',
    ]);
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_APP_URL: 'https://app.example.com/app' })).toEqual([
      'NEXT_PUBLIC_APP_URL is a placeholder, got "https://app.example.com/app": set the origin of the web app (Sign in, Register Now, the trial).',
    ]);
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_SITE_URL: 'https://example.community' })).toEqual([]);
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_APP_URL: 'https://notexample.com' })).toEqual([]);
  });

  test('refuses a Sentry DSN that is not https, which the https site could not report to, but on this machine', () => {
    const dsn = 'http://key@sentry.internal/1';
    const problems = (value) => productionEnvProblems({ ...complete, NEXT_PUBLIC_SENTRY_DSN: value });
    expect(problems(dsn)).toEqual([`NEXT_PUBLIC_SENTRY_DSN must be an https address, got "${dsn}".`]);
    expect(problems('https://key@o1.ingest.sentry.io/1')).toEqual([]);
    expect(problems('http://bench@127.0.0.1:3305/1')).toEqual([]); // the benchmark's collector
  });

  test('names only the ones still missing; blank counts as missing', () => {
    const [problem] = productionEnvProblems({ ...complete, NEXT_PUBLIC_FIREBASE_PROJECT_ID: '  ' });
    expect(problem).toContain('Missing: NEXT_PUBLIC_FIREBASE_PROJECT_ID.');
  });

  test('refuses a malformed project id, as the site would at run time', () => {
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'HomeOS Prod' })).toEqual([
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id, got "HomeOS Prod".',
    ]);
  });

  test('refuses to point a production build at an emulator', () => {
    expect(productionEnvProblems({ ...complete, NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual([
      'NEXT_PUBLIC_FIREBASE_EMULATOR_HOST is set: a production build must not point at an emulator.',
    ]);
  });
});

// `npm run deploy` deploys to, and checks, the project id: an alias of .firebaserc stands for one.
describe('firebaseProjectId', () => {
  test('is the id an alias of .firebaserc names, and what is given otherwise', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'firebaserc-'));
    try {
      expect(firebaseProjectId('live', root)).toBe('live'); // no .firebaserc
      writeFileSync(path.join(root, '.firebaserc'), JSON.stringify({ projects: { live: 'homeos-prod' } }));
      expect(firebaseProjectId('live', root)).toBe('homeos-prod');
      expect(firebaseProjectId('homeos-staging', root)).toBe('homeos-staging');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('emulatorBuildEnv', () => {
  // npm start, npm test and npm run build, where a deploy's settings wait in .env.production.local
  // (as .env.example says): next build reads that file too, with the same loader.
  test('a local build takes none of the settings in .env.production.local', () => {
    const names = [...readFileSync('.env.example', 'utf8').matchAll(/^(?:# ?)?(NEXT_PUBLIC_\w+)=/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(names).not.toEqual([]);
    const root = mkdtempSync(path.join(tmpdir(), 'local-build-env-'));
    const environment = { ...process.env };
    try {
      const deploy = names.map((name) => `${name}=from-the-deploy-file`);
      writeFileSync(path.join(root, '.env.production.local'), `${deploy.join('\n')}\n`);
      // As in `next build` (under Jest, the loader would read .env.test.local instead).
      Object.assign(process.env, emulatorBuildEnv(), { NODE_ENV: 'production' });
      loadEnvConfig(root, false, { info: () => undefined, error: console.error }, true);
      for (const name of names) expect([name, process.env[name]]).not.toEqual([name, 'from-the-deploy-file']);
    } finally {
      process.env = environment;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
