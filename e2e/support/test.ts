// The browser tests' `test` and `expect`: Playwright's own, with no waiting for hydration. A
// visitor taps what is drawn, and so do the tests: every control answers from the HTML before the
// page's code (docs/architecture.md). A test whose subject needs the code waits for a visible
// effect of it, and says why; e2e/support/scripts.ts holds the scripts back or blocks them.
import { test as base } from '@playwright/test';

import { readEnv } from '@/lib/env.mjs';
import { DAY_MS, IST_OFFSET_MS } from '@/lib/preferred-date';

import { uniqueEmail } from './demo-form';

export { expect, type APIRequestContext, type Locator, type Page, type Route, type TestInfo } from '@playwright/test';

/**
 * `E2E_SCRIPTS_LATE_MS`: every chunk of the pages' code comes that late, as on a busy phone, in
 * every test. A test that acts on what only the code does, without waiting for it, then fails.
 */
const late = Number(readEnv('E2E_SCRIPTS_LATE_MS') ?? 0);
if (!Number.isInteger(late) || late < 0) throw new Error('E2E_SCRIPTS_LATE_MS must be a number of milliseconds');
// No test spans midnight in India. Tests let the page pick a day, then work that day out again, and
// the rules read the server's real clock, so the page's clock cannot be pinned: a test that could
// still be running at midnight waits for it to pass first.
const undivided = base.extend<{ oneDay: void; email: string }>({
  oneDay: [
    async ({}, runTest, testInfo) => {
      const pastMidnight = DAY_MS - ((Date.now() + IST_OFFSET_MS) % DAY_MS) + 1_000;
      if (pastMidnight <= testInfo.timeout) {
        testInfo.setTimeout(testInfo.timeout + pastMidnight);
        await new Promise((resolve) => setTimeout(resolve, pastMidnight));
      }
      await runTest();
    },
    { auto: true },
  ],
  // An address of the test's own (uniqueEmail): tests running in parallel find only their bookings.
  email: async ({}, runTest, testInfo) => runTest(uniqueEmail(testInfo.testId)),
});

export const test = !late
  ? undivided
  : undivided.extend({
      context: async ({ context }, runTest) => {
        await context.route('**/_next/static/chunks/*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, late));
          await route.fallback();
        });
        await runTest(context);
      },
    });
