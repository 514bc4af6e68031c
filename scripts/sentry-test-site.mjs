// The browser tests' second site: the same pages built with a Sentry DSN that points at the
// tests' envelope collector (the DSN is baked in at build time, so it needs a build of its own).
//   node scripts/sentry-test-site.mjs build   builds it into out-sentry/ (npm test runs this)
//   node scripts/sentry-test-site.mjs serve   serves out-sentry/ through a second Hosting
//                                             emulator (Playwright's second webServer runs this)
// The main build in out/ has no DSN: the test that no request leaves the page without one uses it.
// This build also has a malformed Firebase project id, so that its booking backend fails to start
// (a start-up failure): the tests show that it is logged to the console only. The preview banner
// still works (it needs only the emulator host), and no test of this site saves a booking.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { HOST, MALFORMED_PROJECT_ID, emulatorBuildEnv, ports, testSentryDsn } from './lib/config.mjs';
import { ROOT, startHosting } from './lib/emulators.mjs';
import { buildExport } from './lib/next-build.mjs';
import { assertPortFree, isStopping, stopAll, stopAllOnSignals } from './lib/processes.mjs';

export const SENTRY_OUT = path.join(ROOT, 'out-sentry');
const OUT = path.join(ROOT, 'out');

async function build() {
  // next build always writes out/: build there, then move it aside (the main build comes next).
  rmSync(SENTRY_OUT, { recursive: true, force: true });
  await buildExport({
    ...emulatorBuildEnv(),
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: MALFORMED_PROJECT_ID,
    NEXT_PUBLIC_SENTRY_DSN: testSentryDsn(),
  });
  renameSync(OUT, SENTRY_OUT);
}

async function serve() {
  if (!existsSync(SENTRY_OUT))
    throw new Error(`${SENTRY_OUT} does not exist: run \`node scripts/sentry-test-site.mjs build\` (npm test does).`);
  stopAllOnSignals();
  await assertPortFree('Sentry test site', HOST, ports.sentrySite, 'SENTRY_SITE_PORT');
  const hosting = await startHosting({
    publicDir: SENTRY_OUT,
    sitePort: ports.sentrySite,
    hubPort: ports.sentryHub,
    loggingPort: ports.sentryLogging,
    dsn: testSentryDsn(),
  });
  hosting.on('exit', async (code) => {
    if (isStopping()) return;
    console.error(`The Hosting emulator of the Sentry test site stopped (code ${code}).`);
    await stopAll();
    process.exit(1);
  });
  console.log(`Sentry test site: http://${HOST}:${ports.sentrySite}/home (DSN ${testSentryDsn()})`);
}

const command = process.argv[2];
try {
  if (command === 'build') await build();
  else if (command === 'serve') await serve();
  else throw new Error('Usage: node scripts/sentry-test-site.mjs build|serve');
} catch (error) {
  console.error(`\nsentry-test-site ${command ?? ''} failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
