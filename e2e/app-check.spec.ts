import type { Request } from '@playwright/test';
import { expect, test, type Page } from './support/test';

import { demoDialogText, saveMessages } from '../content/demo';
import { ROUTES } from '../content/routes.mjs';
import { HOST, TEST_APP_CHECK_ENV, ports } from '../scripts/lib/config.mjs';
import { RECAPTCHA_SOURCES, parseCsp } from '../scripts/lib/hosting-config.mjs';
import { watchCspViolations } from './support/csp';
import { openFilledDemoDialog, submitAndExpectSaved } from './support/demo-form';
import { countFirestoreCalls, storedDemoRequests } from './support/firestore';
import { routeChunks } from './support/scripts';

// The App Check test site (scripts/test-site.mjs): the site as production builds it with
// NEXT_PUBLIC_RECAPTCHA_SITE_KEY, writing to the local emulator. Google's endpoints are the
// internet, which the test cannot reach: it answers them itself, reCAPTCHA Enterprise's script
// with a stand-in that hands out a token, the App Check exchange with a token of its own. (The
// main test build, without a key, sends no token: e2e/demo-booking.spec.ts.)
const APP_CHECK_SITE = `http://${HOST}:${ports.appCheckSite}`;
const RECAPTCHA_TOKEN = 'test-recaptcha-token';
const APP_CHECK_TOKEN = 'test-app-check-token';

test.use({ baseURL: APP_CHECK_SITE });

/** Answers reCAPTCHA Enterprise's script and App Check's token exchange (the internet) as Google would. */
async function answerGoogle(page: Page) {
  const google: string[] = [];
  const exchanges: string[] = [];
  await page.route('https://www.google.com/recaptcha/**', async (route) => {
    google.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      // As the real one does: `execute` reports success to the widget's callback, then resolves.
      body: `(function () {
        var widgets = [];
        window.grecaptcha = { enterprise: {
          ready: function (callback) { callback(); },
          render: function (container, parameters) { return widgets.push(parameters) - 1; },
          execute: function (widget) {
            var token = ${JSON.stringify(RECAPTCHA_TOKEN)};
            widgets[widget].callback(token);
            return Promise.resolve(token);
          }
        } };
      })();`,
    });
  });
  await page.route('https://content-firebaseappcheck.googleapis.com/**', async (route) => {
    exchanges.push(`${route.request().url()} ${route.request().postData()}`);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ token: APP_CHECK_TOKEN, ttl: '3600s' }),
    });
  });
  return { google, exchanges };
}

async function fillTheForm(page: Page, email: string) {
  await page.goto(ROUTES.home);
  return openFilledDemoDialog(page, email);
}

async function submitAndExpectSavedWithToken(page: Page, email: string, calls: Request[]) {
  await submitAndExpectSaved(page, page.getByRole('dialog'));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.headers()['x-firebase-appcheck']).toBe(APP_CHECK_TOKEN);
  expect(await storedDemoRequests(email)).toHaveLength(1);
}

test.describe('App Check', () => {
  test('the booking starts App Check with reCAPTCHA Enterprise and the write carries its token, with no CSP violation', async ({
    page,
    email,
  }) => {
    const violations = watchCspViolations(page);
    const { google, exchanges } = await answerGoogle(page);
    const calls = countFirestoreCalls(page);

    const response = await page.goto(ROUTES.home);
    const csp = parseCsp(response?.headers()['content-security-policy'] ?? '');
    for (const [directive, sources] of Object.entries(RECAPTCHA_SOURCES)) {
      expect(csp.get(directive), directive).toEqual(expect.arrayContaining(sources));
    }
    // Not for hydration: the subject is that a loaded page has not fetched reCAPTCHA.
    await page.waitForLoadState('networkidle');
    expect(google, 'reCAPTCHA loads with the dialog, not with the page').toEqual([]);

    await openFilledDemoDialog(page, email);
    await submitAndExpectSavedWithToken(page, email, calls);

    expect(google[0]).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/enterprise\.js\?render=explicit$/);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toContain(
      `/apps/${TEST_APP_CHECK_ENV.NEXT_PUBLIC_FIREBASE_APP_ID}:exchangeRecaptchaEnterpriseToken?key=${TEST_APP_CHECK_ENV.NEXT_PUBLIC_FIREBASE_API_KEY}`,
    );
    expect(exchanges[0]).toContain(RECAPTCHA_TOKEN);
    expect(violations).toEqual([]);
  });

  test("App Check's code that does not come fails the save, and a Submit on a better connection saves", async ({
    page,
    email,
  }) => {
    const { exchanges } = await answerGoogle(page);
    let offline = true;
    const chunks = await routeChunks(page, 'exchangeRecaptchaEnterpriseToken', {
      failing: () => offline,
      error: 'connectionreset',
    });
    const calls = countFirestoreCalls(page);
    const dialog = await fillTheForm(page, email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(saveMessages.failed);
    expect(chunks.failures()).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    offline = false;
    await submitAndExpectSavedWithToken(page, email, calls);
    expect(exchanges).toHaveLength(1);
  });

  test("reCAPTCHA's script that does not load fails the save, and a Submit on a better connection saves", async ({
    page,
    email,
  }) => {
    const { google, exchanges } = await answerGoogle(page);
    // Added last, so asked first: the first request for the script gets no answer (a dropped
    // connection, a blocker), which App Check is never told of.
    await page.route('https://www.google.com/recaptcha/**', (route) => route.abort('connectionreset'), { times: 1 });
    const refused = page.waitForEvent('requestfailed', (request) =>
      request.url().startsWith('https://www.google.com/recaptcha/'),
    );
    const calls = countFirestoreCalls(page);
    await page.clock.install();
    const dialog = await fillTheForm(page, email);
    await refused; // App Check started, with the form
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: demoDialogText.saving })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(dialog.getByRole('alert')).toHaveText(saveMessages.failed);
    expect(calls).toHaveLength(0);

    await submitAndExpectSavedWithToken(page, email, calls);
    expect(google).toHaveLength(1);
    expect(exchanges).toHaveLength(1);
  });

  test('an App Check exchange that fails does not stop the booking: Firestore decides', async ({ page, email }) => {
    const { exchanges } = await answerGoogle(page);
    await page.route('https://content-firebaseappcheck.googleapis.com/**', async (route) => {
      exchanges.push(route.request().url());
      await route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":{"code":403}}' });
    });
    const calls = countFirestoreCalls(page);
    const dialog = await fillTheForm(page, email);
    await submitAndExpectSaved(page, dialog);
    expect(exchanges).not.toEqual([]);
    expect(calls).toHaveLength(1);
    expect(await storedDemoRequests(email)).toHaveLength(1);
  });
});
