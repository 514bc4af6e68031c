// The local backend: the official Cloud Firestore emulator and the Firebase Hosting emulator.
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

import { HOST, LOCAL_PROJECT_ID, ports } from './config.mjs';
import { servedHostingConfig } from './hosting-config.mjs';
import { startService, waitForPort } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const FIREBASE_BIN = path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');

const CLOUD_SDK_LAUNCHER = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * The Google Cloud CLI's Firestore emulator launcher, if installed: from FIRESTORE_EMULATOR_LAUNCHER,
 * Debian's google-cloud-cli-firestore-emulator package, or beside `gcloud` on the PATH.
 */
export function findCloudSdkLauncher() {
  const candidates = [
    process.env.FIRESTORE_EMULATOR_LAUNCHER,
    path.join('/usr/lib/google-cloud-sdk', CLOUD_SDK_LAUNCHER),
  ];
  try {
    const gcloud = realpathSync(execFileSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' }).trim());
    candidates.push(path.join(path.dirname(gcloud), '..', CLOUD_SDK_LAUNCHER));
  } catch {
    // no gcloud on the PATH
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * Writes a firebase.json for this run, to .firebase/: the real one, with
 * - this run's emulator ports (firebase-tools reads ports only from its config file);
 * - its Content-Security-Policy completed for the build in publicDir exactly as `npm run deploy`
 *   completes it (scripts/lib/hosting-config.mjs: inline hashes, the origin of
 *   NEXT_PUBLIC_SENTRY_DSN), plus the one local difference: connect-src also allows the Firestore
 *   emulator, which the emulator build talks to instead of https://firestore.googleapis.com.
 * `sitePort`, `hubPort` and `loggingPort` let a second Hosting emulator (the Sentry test build) run
 * beside the first. `hosting` replaces firebase.json's rules (the bench serves its baseline pages
 * without the site's headers and redirects).
 */
export function writeLocalFirebaseConfig({
  publicDir = path.join(ROOT, 'out'),
  name = 'local',
  sitePort = ports.site,
  hubPort = ports.hub,
  loggingPort = ports.logging,
  dsn = process.env.NEXT_PUBLIC_SENTRY_DSN,
  recaptcha = false,
  hosting: rules,
} = {}) {
  const dir = path.join(ROOT, '.firebase');
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const hosting =
    rules ??
    (existsSync(publicDir)
      ? servedHostingConfig(config.hosting, {
          outDir: publicDir,
          dsn,
          recaptcha,
          connectSrc: [`http://${HOST}:${ports.firestore}`],
        })
      : config.hosting);
  // firebase-tools resolves `public` against the config file's folder, and ignores absolute paths.
  config.hosting = { ...hosting, public: path.relative(dir, publicDir) };
  config.firestore = { ...config.firestore, rules: path.join(ROOT, config.firestore?.rules ?? 'firestore.rules') };
  config.emulators = {
    hosting: { host: HOST, port: sitePort },
    firestore: { host: HOST, port: ports.firestore },
    hub: { host: HOST, port: hubPort },
    logging: { host: HOST, port: loggingPort },
    ui: { enabled: false },
  };
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `firebase.${name}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function firebase(name, args) {
  return startService(name, process.execPath, [FIREBASE_BIN, ...args, '--project', LOCAL_PROJECT_ID], {
    cwd: ROOT,
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
}

/**
 * Starts the Cloud Firestore emulator with firestore.rules on HOST:port. It runs the Cloud CLI's
 * emulator directly where it is installed (it runs on Java 17); elsewhere firebase-tools runs it,
 * downloading the emulator the first time (that path needs the Java version firebase-tools asks for).
 */
export async function startFirestore({ port = ports.firestore } = {}) {
  const rules = path.join(ROOT, 'firestore.rules');
  const launcher = findCloudSdkLauncher();
  const child = launcher
    ? startService('firestore', launcher, [
        'start',
        '--host',
        HOST,
        '--port',
        String(port),
        '--rules',
        rules,
        '--project_id',
        LOCAL_PROJECT_ID,
      ])
    : firebase('firestore', [
        'emulators:start',
        '--only',
        'firestore',
        '--config',
        writeLocalFirebaseConfig({ name: `firestore-${port}` }),
      ]);
  await waitForPort('The Firestore emulator', HOST, port, child, 120_000);
  return child;
}

/** Serves a static export through the Firebase Hosting emulator with firebase.json's redirects and headers. */
export async function startHosting({
  publicDir,
  sitePort = ports.site,
  hubPort,
  loggingPort,
  dsn,
  recaptcha,
  hosting,
} = {}) {
  const config = writeLocalFirebaseConfig({
    publicDir,
    name: `hosting-${sitePort}`,
    sitePort,
    hubPort,
    loggingPort,
    dsn,
    recaptcha,
    hosting,
  });
  const child = firebase('hosting', ['emulators:start', '--only', 'hosting', '--config', config]);
  await waitForPort('The Hosting emulator', HOST, sitePort, child, 120_000);
  return child;
}
