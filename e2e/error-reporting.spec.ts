import { expect, test, type APIRequestContext, type Page } from './support/test';

import { saveMessages } from '../content/demo';
import { hero } from '../content/home';
import { TAGLINE } from '../content/site';
import { PAGE_PATHS } from '../content/routes.mjs';
import { FALLBACK_ICON_PATH, ICON_SPRITE_FILE } from '../lib/icon-name';
import { HOST, MALFORMED_PROJECT_ID, ports } from '../scripts/lib/config.mjs';
import { openDemoDialog } from './support/demo-form';
import { firestoreOrigin } from './support/firestore';
import { networkQuiet } from './support/network';
import { gotoBeforeTheCode } from './support/scripts';
import { SentryCollector } from './support/sentry-collector';

// The Sentry test build (out-sentry/, DSN http://public@127.0.0.1:<SENTRY_COLLECTOR_PORT>/1) is
// served on its own Hosting emulator; the main build (out/, baseURL) has no DSN. The Sentry build
// also has a malformed Firebase project id (scripts/test-site.mjs): its booking backend
// fails to start, which is the start-up failure these tests need; none of them saves a booking.
const SENTRY_SITE = `http://${HOST}:${ports.sentrySite}`;
// A literal of the Sentry SDK's transport (the DSN's auth query): present in its chunk only.
const SDK_MARKER = 'sentry_key';

async function sdkScripts(scripts: string[], request: APIRequestContext) {
  const found: string[] = [];
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).includes(SDK_MARKER)) found.push(url);
  }
  return found;
}

/** An error thrown by the page itself (in a timer: one thrown in evaluate() would be Playwright's). */
async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

/** Answers the icon sprite, the one image every icon is drawn from, with a 404. */
const breakIconSprite = (page: Page) =>
  page.route(`**${ICON_SPRITE_FILE}*`, (route) => route.fulfill({ status: 404, body: 'Not found' }));

function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test.describe('error reporting', () => {
  test.describe('with a Sentry DSN', () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ baseURL: SENTRY_SITE });

    const collector = new SentryCollector(ports.sentryCollector);
    const eventsOf = (message: string) =>
      collector.events.filter((event) => event.exception?.values?.[0]?.value === message);

    test.beforeAll(() => collector.start());
    test.afterAll(() => collector.stop());
    test.beforeEach(() => collector.clear());

    test('when the icon sprite fails before hydration, every icon shows the fallback and the sprite is reported once', async ({
      page,
    }) => {
      await breakIconSprite(page);
      // Hold the page's JavaScript back, so that the icons certainly fail before React hydrates.
      const release = await gotoBeforeTheCode(page, '/home');
      // Every icon is drawn from the one sprite (lib/icon-sprite.mjs): each shows the neutral
      // fallback before any bundle ran, as it comes near the screen (icons are lazy; the ones in
      // hidden tab panels are never loaded, so never fail).
      const shown = await page.locator('img[data-icon]:visible').all();
      expect(shown.length).toBeGreaterThan(10); // the loop cannot pass on none
      for (const icon of shown) {
        await icon.scrollIntoViewIfNeeded();
        await expect(icon).toHaveAttribute('src', FALLBACK_ICON_PATH);
      }
      const failedNames = () =>
        page
          .locator(`img[src="${FALLBACK_ICON_PATH}"]`)
          .evaluateAll((images) => [...new Set(images.map((image) => image.getAttribute('data-icon') ?? ''))].sort());
      const names = await failedNames();
      expect(names.length).toBeGreaterThan(10);
      // The hero shows ui:check by each of its highlights.
      await expect(page.locator('img[data-icon="ui:check"]')).toHaveCount(hero.highlights.length);
      expect(collector.events).toHaveLength(0);

      release();
      await expect.poll(() => collector.events.length).toBe(1);
      // One failure, one event: every icon failed because the sprite did (ui:check: three images,
      // a dozen other icons), and no other event came once the page's code had run.
      await networkQuiet(page);
      expect(await failedNames()).toEqual(names);
      expect(collector.events).toHaveLength(1);

      const [event] = collector.events;
      expect(event?.exception?.values?.[0]).toMatchObject({
        type: 'Error',
        value: `Icon failed to load: ${ICON_SPRITE_FILE}`,
      });
      expect(event?.tags).toMatchObject({ source: 'icon-load', file: ICON_SPRITE_FILE });
      expect(names).toContain(event?.tags?.icon);

      // Icons that fail later, once the reporter reports at once: the Manage tab's panel loads its
      // own (lazy) icons only when shown. Still the same failure: no second event.
      await page.getByRole('radio', { name: 'Manage' }).click();
      const manageIcons = page.locator('#services li img[data-icon]').filter({ visible: true });
      await expect(manageIcons.first()).toBeVisible();
      for (const icon of await manageIcons.all()) await expect(icon).toHaveAttribute('src', FALLBACK_ICON_PATH);
      expect((await failedNames()).length).toBeGreaterThan(names.length);
      await networkQuiet(page);
      expect(collector.events).toHaveLength(1);
      expect(event?.request).toEqual({ url: `${SENTRY_SITE}/home` });
      expect(event?.environment).toBe('local'); // a build against the emulators
      expect(event?.user).toBeUndefined();
      expect(event?.breadcrumbs).toBeUndefined();
      expect(event?.extra).toBeUndefined();
    });

    const pageErrorEvents = () =>
      collector.events.filter((event) => /^(uncaught-error|unhandled-rejection)$/.test(event.tags?.source ?? ''));

    for (const path of PAGE_PATHS) {
      test(`an uncaught error on ${path} is reported once, with the page and nothing personal`, async ({
        page,
        request,
      }) => {
        const scripts = recordScripts(page);
        await page.goto(`${path}?email=asha%40example.in#contact`);
        // Not for hydration: the subject is what a loaded page has not downloaded.
        await page.waitForLoadState('networkidle');
        expect(await sdkScripts(scripts, request)).toEqual([]);

        // Thrown by the page, twice (in a timer it is uncaught; in evaluate() it would be Playwright's).
        const thrown = 'Thrown on purpose by the test';
        await page.evaluate((message) => {
          for (const delay of [0, 50])
            setTimeout(() => {
              throw new TypeError(message);
            }, delay);
        }, thrown);
        await expect.poll(() => pageErrorEvents().length).toBe(1);
        await expect
          .poll(async () => (await page.pageErrors()).map((error) => error.message))
          .toEqual([thrown, thrown]);
        await networkQuiet(page); // a second event, if there were one, has been sent
        expect(pageErrorEvents()).toHaveLength(1);
        expect(collector.events).toHaveLength(1);

        const [event] = collector.events;
        expect(event?.exception?.values?.[0]).toMatchObject({ type: 'TypeError', value: thrown });
        expect(event?.tags).toMatchObject({ source: 'uncaught-error' });
        expect(event?.request).toEqual({ url: `${SENTRY_SITE}${path}` });
        expect(collector.envelopes[0]?.body).not.toContain('asha');
        expect(await sdkScripts(scripts, request)).toHaveLength(1);
      });
    }

    test('an unhandled rejection is reported once; a rejected value that is not an Error only by its type', async ({
      page,
    }) => {
      await page.goto('/products-list');
      await page.evaluate(() => {
        void Promise.reject(new RangeError('Rejected on purpose by the test'));
        void Promise.reject(new RangeError('Rejected on purpose by the test'));
        void Promise.reject('asha@example.in 9876501234');
      });
      await expect.poll(() => pageErrorEvents().length).toBe(2);
      await networkQuiet(page);
      // Sent at once, so they may arrive in either order.
      const reported = collector.events.map((event) => [event.tags?.source, event.exception?.values?.[0]?.value]);
      expect(reported).toHaveLength(2);
      expect(reported).toEqual(
        expect.arrayContaining([
          ['unhandled-rejection', 'Rejected on purpose by the test'],
          ['unhandled-rejection', 'A value of type string was thrown'],
        ]),
      );
      for (const { body } of collector.envelopes) {
        expect(body).not.toContain('asha@example.in');
        expect(body).not.toContain('9876501234');
      }
    });

    test('an error before the page has hydrated is reported once its code has loaded', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, '/about-us');
      const rejected = page.waitForEvent('pageerror');
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('Before hydration, on purpose'))));
      await rejected;
      expect(collector.events).toHaveLength(0);

      release();
      await expect.poll(() => pageErrorEvents().length).toBe(1);
      await networkQuiet(page); // a second report, were there one, has been sent by now
      expect(collector.events).toHaveLength(1);
      expect(collector.events[0]?.exception?.values?.[0]?.value).toBe('Before hydration, on purpose');
    });

    test('no event carries what a visitor typed into the demo dialog, clicked or logged', async ({ page }) => {
      const secrets = {
        fullName: 'Zaphod Secretname',
        email: 'zaphod.secret@example.org',
        phone: '9876501234',
        description: 'Plot 42 behind the Quibblestone temple',
      };
      await page.goto('/home?usertype=individual#services');
      // The SDK is loaded and running from here on: anything it recorded would travel with the
      // next event.
      await throwInPage(page, 'First, on purpose');
      await expect.poll(() => eventsOf('First, on purpose').length).toBe(1);

      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill(secrets.fullName);
      await dialog.getByLabel('Email').fill(secrets.email);
      await dialog.getByLabel('Phone Number').pressSequentially(secrets.phone);
      await dialog.getByLabel('Description').fill(secrets.description);
      await dialog.getByRole('radio', { name: 'High' }).check();
      await page.evaluate((values) => console.log('form values', ...values), Object.values(secrets));
      // This site's backend did not start, so the save fails (logged to the console) and the
      // values stay in the form: an event now would be sent with all of them on the page.
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(saveMessages.failed);
      await expect(dialog.getByLabel('Full Name')).toHaveValue(secrets.fullName);

      await throwInPage(page, 'Second, on purpose');
      await expect.poll(() => eventsOf('Second, on purpose').length).toBe(1);
      await networkQuiet(page);
      // The two errors' events, and nothing about the failed save.
      expect(collector.events.map((event) => event.exception?.values?.[0]?.value)).toEqual([
        'First, on purpose',
        'Second, on purpose',
      ]);
      for (const { body } of collector.envelopes) {
        for (const secret of Object.values(secrets)) expect(body).not.toContain(secret);
        expect(body).not.toContain('usertype');
      }
    });

    test('a start-up failure (malformed Firebase config) is logged to the console only, and the page keeps working', async ({
      page,
    }) => {
      const consoleErrors = async () =>
        (await page.consoleMessages()).filter((message) => message.type() === 'error').map((message) => message.text());
      await page.goto('/home');
      expect(await consoleErrors()).toEqual([]);

      // The booking backend starts once the visitor is in the form, and fails: one console error naming it.
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill('Asha Rao');
      await expect
        .poll(consoleErrors)
        .toEqual([
          expect.stringMatching(
            `^The demo booking backend could not start: .*NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id, got "${MALFORMED_PROJECT_ID}"`,
          ),
        ]);

      // The rest of the page works: the dialog closes, the content and tabs respond.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
      const manage = page.getByRole('radio', { name: 'Manage' });
      await manage.click();
      await expect(manage).toBeChecked();
      const again = await openDemoDialog(page, 'Schedule Demo');
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
      await expect(page.getByRole('button', { name: 'Schedule Demo', exact: true })).toBeFocused();
      expect(await consoleErrors()).toHaveLength(1);
      expect(await page.pageErrors()).toEqual([]);

      // Console only: the reporter works (an error thrown now arrives), and it is the only event.
      await throwInPage(page, 'After the start-up failure, on purpose');
      await expect.poll(() => eventsOf('After the start-up failure, on purpose').length).toBe(1);
      await networkQuiet(page);
      expect(collector.events).toHaveLength(1);
      for (const { body } of collector.envelopes) expect(body).not.toContain('NEXT_PUBLIC_FIREBASE');
    });
  });

  test.describe('without a DSN', () => {
    test('broken icons show the fallback; they, an uncaught error and a rejection send no request', async ({
      page,
      request,
      baseURL,
    }) => {
      const requests: string[] = [];
      page.on('request', (sent) => requests.push(sent.url()));
      const scripts = recordScripts(page);
      await breakIconSprite(page);

      await page.goto('/home');
      await throwInPage(page, 'Thrown on purpose by the test');
      await page.evaluate(() => void Promise.reject(new Error('Rejected on purpose by the test')));
      await networkQuiet(page);

      // The hero shows ui:check by each of its highlights: counted, so that the loop cannot pass on none.
      await expect(page.locator('img[data-icon="ui:check"]')).toHaveCount(hero.highlights.length);
      for (const check of await page.locator('img[data-icon="ui:check"]').all())
        await expect(check).toHaveAttribute('src', FALLBACK_ICON_PATH);
      const ownOrigins = [new URL(baseURL ?? '').origin, firestoreOrigin];
      expect(requests.filter((url) => !ownOrigins.includes(new URL(url).origin))).toEqual([]);
      expect(await sdkScripts(scripts, request)).toEqual([]);
    });
  });
});
