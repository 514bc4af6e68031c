// The browser tests' other sites: the same pages built with settings the main build must not have
// (they are baked in at build time, so each needs a build and a Hosting emulator of its own).
//   node scripts/test-site.mjs build <name>   builds it into out-<name>/ (npm test runs this)
//   node scripts/test-site.mjs serve <name>   serves out-<name>/ on its own ports (Playwright's
//                                             webServer runs this)
// - sentry: a Sentry DSN that points at the tests' envelope collector. The main build in out/ has
//   no DSN: the test that no request leaves the page without one uses it. This build also has a
//   malformed Firebase project id, so that its booking backend fails to start (a start-up
//   failure): the tests show that it is logged to the console only. The preview banner still
//   works (it needs only the emulator host), and no test of this site saves a booking.
// - app-check: a reCAPTCHA Enterprise site key, so Firebase App Check runs before the write, as in
//   production (with a test API key and app id, which App Check needs). It still writes to the
//   local emulator; the tests answer Google's endpoints, which they cannot reach.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import {
  HOST,
  MALFORMED_PROJECT_ID,
  TEST_APP_CHECK_ENV,
  emulatorBuildEnv,
  ports,
  testSentryDsn,
} from './lib/config.mjs';
import { ROOT, startHosting } from './lib/emulators.mjs';
import { buildExport } from './lib/next-build.mjs';
import { assertPortFree, isStopping, stopAll, stopAllOnSignals } from './lib/processes.mjs';

const SITES = {
  sentry: {
    env: () => ({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: MALFORMED_PROJECT_ID, NEXT_PUBLIC_SENTRY_DSN: testSentryDsn() }),
    ports: () => ({ sitePort: ports.sentrySite }),
    portVariable: 'SENTRY_SITE_PORT',
  },
  'app-check': {
    env: () => ({ ...TEST_APP_CHECK_ENV, NEXT_PUBLIC_SENTRY_DSN: '' }),
    ports: () => ({ sitePort: ports.appCheckSite }),
    portVariable: 'APP_CHECK_SITE_PORT',
  },
};

/** The folder a test site is built into. */
function testSiteOut(name) {
  return path.join(ROOT, `out-${name}`);
}

async function build(name, site) {
  // next build always writes out/: build there, then move it aside (the main build comes last).
  rmSync(testSiteOut(name), { recursive: true, force: true });
  await buildExport({ ...emulatorBuildEnv(), ...site.env() });
  renameSync(path.join(ROOT, 'out'), testSiteOut(name));
}

async function serve(name, site) {
  const publicDir = testSiteOut(name);
  if (!existsSync(publicDir))
    throw new Error(`${publicDir} does not exist: run \`node scripts/test-site.mjs build ${name}\` (npm test does).`);
  stopAllOnSignals();
  const sitePorts = site.ports();
  await assertPortFree(`the ${name} test site`, HOST, sitePorts.sitePort, site.portVariable);
  const env = site.env();
  const hosting = await startHosting({
    publicDir,
    ...sitePorts,
    dsn: env.NEXT_PUBLIC_SENTRY_DSN,
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
  });
  hosting.on('exit', async (code) => {
    if (isStopping()) return;
    console.error(`The Hosting emulator of the ${name} test site stopped (code ${code}).`);
    await stopAll();
    process.exit(1);
  });
  console.log(`The ${name} test site: http://${HOST}:${sitePorts.sitePort}/home`);
}

const [command, name = ''] = process.argv.slice(2);
try {
  const site = SITES[name];
  if (!site || (command !== 'build' && command !== 'serve'))
    throw new Error(`Usage: node scripts/test-site.mjs build|serve ${Object.keys(SITES).join('|')}`);
  await (command === 'build' ? build(name, site) : serve(name, site));
} catch (error) {
  console.error(`\ntest-site ${command ?? ''} ${name} failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
