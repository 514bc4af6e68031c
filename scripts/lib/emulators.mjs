// The local backend: the official Cloud Firestore, Cloud Functions and Firebase Hosting emulators.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { readEnv } from '../../lib/env.mjs';
import { HOST, LOCAL_FUNCTION_PARAMS, LOCAL_PROJECT_ID, localWebhook, ports } from './config.mjs';
import { servedHostingConfig } from './hosting-config.mjs';
import { writeManifestJar } from './manifest-jar.mjs';
import { eventually, isListening, run, startService, waitForPort, whenReady } from './processes.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const STATE_DIR = path.join(ROOT, '.firebase');
const require = createRequire(import.meta.url);
export const FIREBASE_BIN = require.resolve('firebase-tools/lib/bin/firebase.js');

const CLOUD_SDK_LAUNCHER = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * The Google Cloud CLI's Firestore emulator launcher, if installed: from FIRESTORE_EMULATOR_LAUNCHER,
 * or Debian's google-cloud-cli-firestore-emulator package.
 */
export function findCloudSdkLauncher() {
  const candidates = [
    readEnv('FIRESTORE_EMULATOR_LAUNCHER'),
    path.join('/usr/lib/google-cloud-sdk', CLOUD_SDK_LAUNCHER),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * Writes a firebase.json for this run, to .firebase/: the real one, with
 * - this run's emulator ports (firebase-tools reads ports only from its config file; it finds free
 *   ones itself for its hub, its log and what it starts unasked: Eventarc, Cloud Tasks, Firestore's
 *   websocket);
 * - its Content-Security-Policy completed for the build in publicDir exactly as `npm run deploy`
 *   completes it (scripts/lib/hosting-config.mjs: inline hashes, the origin of
 *   NEXT_PUBLIC_SENTRY_DSN), plus the one local difference: connect-src also allows the Firestore
 *   emulator, which the emulator build talks to instead of https://firestore.googleapis.com;
 * - for the backend, the function's per-run folder (`functionsSource`, see stageFunctions).
 * `sitePort` lets a second Hosting emulator (the Sentry test build) run beside the first;
 * `emulators` adds the backend's. `hosting` replaces firebase.json's rules (the bench serves its
 * baseline pages without the site's headers and redirects).
 * @param {{ publicDir?: string, name?: string, sitePort?: number, dsn?: string, recaptcha?: boolean, emulators?: Record<string, unknown>, functionsSource?: string, hosting?: Record<string, unknown> }} [options]
 */
export function writeLocalFirebaseConfig({
  publicDir = path.join(ROOT, 'out'),
  name = 'local',
  sitePort = ports.site,
  dsn = readEnv('NEXT_PUBLIC_SENTRY_DSN'),
  recaptcha = false,
  emulators = {},
  functionsSource,
  hosting: rules,
} = {}) {
  const dir = STATE_DIR;
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
  // firebase-tools resolves `public` and the functions' `source` against the config file's folder.
  config.hosting = { ...hosting, public: path.relative(dir, publicDir) };
  config.firestore = { ...config.firestore, rules: path.join(ROOT, config.firestore?.rules ?? 'firestore.rules') };
  delete config.firestore.indexes; // the emulator ignores indexes and TTL policies
  config.functions = functionsSource
    ? (config.functions ?? []).map((codebase) => ({
        ...codebase,
        source: path.relative(dir, functionsSource),
        // The emulator runs the function on this machine's Node whatever the deployed runtime is;
        // naming that version spares a warning on every start.
        runtime: `nodejs${process.versions.node.split('.')[0]}`,
      }))
    : undefined;
  config.emulators = {
    hosting: { host: HOST, port: sitePort },
    firestore: { host: HOST, port: ports.firestore },
    ...emulators,
    ui: { enabled: false },
  };
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `firebase.${name}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {Parameters<typeof startService>[3]} [options]
 */
function firebase(name, args, options = {}) {
  const { env = {}, ...rest } = options;
  return startService(name, process.execPath, [FIREBASE_BIN, ...args, '--project', LOCAL_PROJECT_ID], {
    cwd: ROOT,
    env: { NO_UPDATE_NOTIFIER: '1', ...env },
    ...rest,
  });
}

/**
 * Starts the Cloud CLI's Firestore emulator (it runs on Java 17) with firestore.rules on HOST:port,
 * for the security-rules tests.
 */
export async function startFirestore({ port = ports.firestore } = {}) {
  const rules = path.join(ROOT, 'firestore.rules');
  const launcher = findCloudSdkLauncher();
  if (!launcher)
    throw new Error(
      "The security-rules tests need the Google Cloud CLI's Firestore emulator (Debian: google-cloud-cli-firestore-emulator); set FIRESTORE_EMULATOR_LAUNCHER if it is somewhere unusual.",
    );
  const child = startService('firestore', launcher, [
    'start',
    '--host',
    HOST,
    '--port',
    String(port),
    '--rules',
    rules,
    '--project_id',
    LOCAL_PROJECT_ID,
  ]);
  return whenReady(child, () => waitForPort('The Firestore emulator', HOST, port, child, 120_000));
}

/**
 * Serves a static export through the Firebase Hosting emulator with firebase.json's redirects and headers.
 * @param {Parameters<typeof writeLocalFirebaseConfig>[0]} [options]
 */
export async function startHosting(options = {}) {
  const sitePort = options.sitePort ?? ports.site;
  const config = writeLocalFirebaseConfig({ ...options, name: `hosting-${sitePort}`, sitePort });
  const child = firebase('hosting', ['emulators:start', '--only', 'hosting', '--config', config]);
  return whenReady(child, () => waitForPort('The Hosting emulator', HOST, sitePort, child, 120_000));
}

/**
 * The Cloud CLI's Firestore emulator as firebase-tools can start it (a jar with a Main-Class, see
 * scripts/lib/manifest-jar.mjs), or undefined where the Cloud CLI is not installed: firebase-tools
 * then downloads its own copy the first time.
 */
function firestoreEmulatorJar() {
  const launcher = findCloudSdkLauncher();
  const jar = launcher && path.join(path.dirname(launcher), 'cloud-firestore-emulator.jar');
  if (!jar || !existsSync(jar)) return undefined;
  const file = path.join(STATE_DIR, 'cloud-firestore-emulator-main.jar');
  mkdirSync(STATE_DIR, { recursive: true });
  writeManifestJar(file, {
    mainClass: 'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    classPath: [jar],
  });
  return file;
}

/** Compiles functions/ (and the site's modules it shares) into functions/lib/. */
export async function buildFunctions() {
  await run('npm', ['--prefix', FUNCTIONS_DIR, 'run', 'build']);
}

/** The built function's entry point (`npm --prefix functions run build`, which `npm start` and `npm test` run). */
const FUNCTION_MAIN = path.join(
  FUNCTIONS_DIR,
  JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, 'package.json'), 'utf8')).main,
);

/**
 * The Functions emulator's copy of functions/ for one run, .firebase/functions-<FUNCTIONS_PORT>/:
 * its package.json, links to its build (lib/) and its node_modules, and this run's parameters
 * (.env.local: LOCAL_FUNCTION_PARAMS and LEAD_WEBHOOK_URL) and secrets (.secret.local: SMTP_URL,
 * LEAD_WEBHOOK_SECRET). firebase-tools reads those two files from the functions folder only, and
 * `npm start` and `npm test` send to different MailDev ports, so each run gets a folder of its own
 * and functions/ itself holds no local settings.
 * @param {{ webhook?: { url: string, secret: string } }} [options]
 */
export function stageFunctions({ webhook = localWebhook() } = {}) {
  if (!existsSync(path.join(FUNCTIONS_DIR, 'node_modules', 'firebase-functions')))
    throw new Error('functions/node_modules is missing: run `npm ci` (it installs functions/ too).');
  if (!existsSync(FUNCTION_MAIN))
    throw new Error(
      `The function is not built (${path.relative(ROOT, FUNCTION_MAIN)}): run \`npm --prefix functions run build\`.`,
    );
  const dir = path.join(STATE_DIR, `functions-${ports.functions}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(FUNCTIONS_DIR, 'package.json'), path.join(dir, 'package.json'));
  for (const link of ['lib', 'node_modules'])
    symlinkSync(path.join(FUNCTIONS_DIR, link), path.join(dir, link), 'junction');
  const dotenv = (values) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${JSON.stringify(value)}\n`)
      .join('');
  writeFileSync(path.join(dir, '.env.local'), dotenv({ ...LOCAL_FUNCTION_PARAMS, LEAD_WEBHOOK_URL: webhook.url }));
  writeFileSync(
    path.join(dir, '.secret.local'),
    dotenv({ SMTP_URL: `smtp://${HOST}:${ports.mailSmtp}`, LEAD_WEBHOOK_SECRET: webhook.secret }),
  );
  return dir;
}

/**
 * The function's Firestore trigger as the Functions emulator lists it, once it has registered it
 * with Firestore; undefined before.
 * @returns {Promise<{ id: string, eventTrigger?: { eventType?: string } } | undefined>}
 */
export async function firestoreTrigger() {
  const response = await fetch(`http://${HOST}:${ports.functions}/backends`);
  const { backends = [] } = await response.json();
  // The daily sweep is listed as an event trigger too (Pub/Sub).
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .find((trigger) => trigger.eventTrigger?.eventType?.includes('firestore'));
}

/** Resolves once the function's trigger is listed (see firestoreTrigger). */
async function waitForTrigger(child, timeoutMs) {
  await eventually(
    async () => {
      if (child.exitCode !== null)
        throw new Error(`The backend emulators exited (code ${child.exitCode}) before the function loaded`);
      return firestoreTrigger().catch(() => undefined); // not listening yet
    },
    (trigger) => trigger !== undefined,
    { timeoutMs, what: 'the function to load (see the [backend] lines above)' },
  );
}

/** Asks a Firestore emulator still listening after its firebase-tools exited to shut down. */
async function stopOrphanedFirestore() {
  if (!(await isListening(HOST, ports.firestore))) return;
  await fetch(`http://${HOST}:${ports.firestore}/shutdown`, { method: 'POST' }).catch(() => undefined);
  // At most 10 s, and never a failure: this is the last step of a stop, which must finish.
  await eventually(
    () => isListening(HOST, ports.firestore),
    (listening) => !listening,
    { timeoutMs: 10_000 },
  ).catch(() => undefined);
}

/**
 * The site's backend: the Firestore emulator with firestore.rules and the Functions emulator
 * running functions/ (its Firestore trigger mails through MailDev and posts to `webhook`, the
 * environment's by default), under one firebase-tools. Resolves once a booking written to
 * Firestore would reach the function. `output` takes its log instead of the terminal.
 * @param {{ webhook?: { url: string, secret: string }, output?: (text: string) => void }} [options]
 */
export async function startBackend({ webhook, output } = {}) {
  const config = writeLocalFirebaseConfig({
    name: `backend-${ports.firestore}`,
    functionsSource: stageFunctions({ webhook }),
    emulators: {
      functions: { host: HOST, port: ports.functions },
    },
  });
  const jar = firestoreEmulatorJar();
  const child = firebase('backend', ['emulators:start', '--only', 'firestore,functions', '--config', config], {
    env: {
      ...(jar && { FIRESTORE_EMULATOR_BINARY_PATH: jar }),
      // The function's triggers are read from a file, not from a server on a port of its own.
      FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      // No Google Compute Engine here: do not probe its metadata server for credentials.
      METADATA_SERVER_DETECTION: 'none',
    },
    // firebase-tools starts Java in a process group of its own and stops it on SIGTERM, which
    // takes a while on a busy machine; if it was killed first, Java would be left running.
    stopTimeoutMs: 30_000,
    afterStop: stopOrphanedFirestore,
    output,
  });
  return whenReady(child, async () => {
    await waitForPort('The Firestore emulator', HOST, ports.firestore, child, 120_000);
    await waitForTrigger(child, 120_000);
  });
}
