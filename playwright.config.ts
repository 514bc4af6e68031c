import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium-flags.mjs';
import { ROUTES } from './content/routes.mjs';
import { readEnv } from './lib/env.mjs';
import { HOST, applyTestPortDefaults, ports } from './scripts/lib/config.mjs';

applyTestPortDefaults();
const baseURL = `http://${HOST}:${ports.site}`;
const ci = Boolean(readEnv('CI'));
const BACKEND_DOWN = /\.backend-down\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  forbidOnly: ci,
  // Two, one per CPU: Chromium keeps both busy (3 workers took 20.1 min against 18.4, 2026-12-02).
  workers: ci ? 2 : undefined,
  fullyParallel: true,
  reporter: 'list', // CI keeps its log, nothing else: an HTML report would be lost with the machine
  // Not a speed check (the benchmark times things): room for the longest tests, which load a dozen
  // pages, on a loaded machine (one took over 30 s in a CI run whose browser tests took 25 min).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Kept for a failed test where someone can open it. Not in CI, whose log is all that is kept:
    // recording cost a quarter of the run's time (182 s against 136 s for two files, 2026-12-02).
    trace: ci ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: BACKEND_DOWN },
    // Tests that stop the shared Firestore emulator run last, on their own, so no other test sees it gone.
    {
      name: 'backend-down',
      use: { ...devices['Desktop Chrome'] },
      testMatch: BACKEND_DOWN,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  // Serves the existing builds (npm test builds them first): out/ with the Firestore and Hosting
  // emulators, and the test sites (scripts/test-site.mjs: out-sentry/, built with the test Sentry
  // DSN, and out-app-check/, with a reCAPTCHA key) on Hosting emulators of their own.
  webServer: [
    {
      command: 'node scripts/start.mjs --no-build',
      url: `${baseURL}${ROUTES.home}`,
      // out/ is built without a DSN (scripts/test.mjs): its CSP must not allow one either. A lead
      // webhook set for `npm start` must not get the tests' bookings.
      env: { NEXT_PUBLIC_SENTRY_DSN: '', LEAD_WEBHOOK_URL: '', LEAD_WEBHOOK_SECRET: '' },
      reuseExistingServer: !ci,
      timeout: 180_000,
      // start.mjs stops the emulators it started on SIGTERM (a SIGKILL would orphan them): the
      // backend, restarted by the last tests, may take its 30 s (startBackend's stopTimeoutMs), and
      // an orphaned Firestore 10 s more (stopOrphanedFirestore).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 50_000 },
    },
    ...(['sentry', 'app-check'] as const).map((name) => ({
      command: `node scripts/test-site.mjs serve ${name}`,
      url: `http://${HOST}:${name === 'sentry' ? ports.sentrySite : ports.appCheckSite}${ROUTES.home}`,
      reuseExistingServer: !ci,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    })),
  ],
});
