import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { FALLBACK_ICON_PATH } from '../lib/icon-name';
import { ports } from '../scripts/lib/config.mjs';
import { addIconAfterHydration, serveIcons, waitForHydration } from './support/icons';
import { SentryCollector } from './support/sentry-collector';

// The Sentry test build (out-sentry/, DSN http://public@127.0.0.1:<SENTRY_COLLECTOR_PORT>/1) is
// served on its own Hosting emulator; the main build (out/, baseURL) has no DSN.
const SENTRY_SITE = `http://127.0.0.1:${ports.sentrySite}`;
// A literal of the Sentry SDK's transport (the DSN's auth query): present in its chunk only.
const SDK_MARKER = 'sentry_key';

/** Every script the page loaded that contains the Sentry SDK. */
async function sdkScripts(scripts: string[], request: APIRequestContext) {
  const found: string[] = [];
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).includes(SDK_MARKER)) found.push(url);
  }
  return found;
}

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
    const eventsNaming = (icon: string) => collector.events.filter((event) => event.tags?.icon === icon);

    test.beforeAll(() => collector.start());
    test.afterAll(() => collector.stop());
    test.beforeEach(() => collector.clear());

    test('an icon that fails before hydration shows the fallback and is reported once, by name', async ({ page }) => {
      await serveIcons(page, { broken: ['ui:check'] });
      // Hold the page's JavaScript back, so that the icon certainly fails before React hydrates.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        await held;
        await route.continue();
      });

      await page.goto('/home', { waitUntil: 'domcontentloaded' });
      // The hero shows ui:check three times: each shows the neutral fallback before any bundle ran.
      const checks = page.locator('img[data-icon="ui:check"]');
      await expect(checks).toHaveCount(3);
      for (const check of await checks.all()) await expect(check).toHaveAttribute('src', FALLBACK_ICON_PATH);
      expect(collector.events).toHaveLength(0);

      release();
      await waitForHydration(page);
      await expect.poll(() => eventsNaming('ui:check').length).toBe(1);
      // Three failed images, one icon: still exactly one event, and no other.
      await page.waitForLoadState('networkidle');
      expect(collector.events).toHaveLength(1);

      const [event] = collector.events;
      expect(event?.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'Icon failed to load: ui:check' });
      expect(event?.tags).toMatchObject({ source: 'icon-load', icon: 'ui:check' });
      expect(event?.request).toEqual({ url: `${SENTRY_SITE}/home` });
      expect(event?.user).toBeUndefined();
      expect(event?.breadcrumbs).toBeUndefined();
      expect(event?.extra).toBeUndefined();
    });

    test('the SDK is downloaded only once something fails', async ({ page, request }) => {
      const scripts = recordScripts(page);
      await serveIcons(page, { broken: ['test:late'] });
      await page.goto('/home');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await sdkScripts(scripts, request)).toEqual([]);

      await addIconAfterHydration(page, 'test:late');
      await expect.poll(() => eventsNaming('test:late').length).toBe(1);
      expect(await sdkScripts(scripts, request)).toHaveLength(1);
      await expect(page.locator('img[data-icon="test:late"]')).toHaveAttribute('src', FALLBACK_ICON_PATH);
    });

    test('no event carries what a visitor typed, clicked or logged', async ({ page }) => {
      const secrets = ['Zaphod Secretname', 'zaphod.secret@example.org', '9876501234'];
      await serveIcons(page, { broken: ['test:first', 'test:second'] });
      await page.goto('/home?usertype=individual#services');
      await waitForHydration(page);
      // The SDK is loaded and running from here on: anything it recorded would travel with the
      // next event.
      await addIconAfterHydration(page, 'test:first');
      await expect.poll(() => eventsNaming('test:first').length).toBe(1);

      // A form like the demo dialog's (see docs/hosting-and-errors.md for switching to the dialog).
      await page.evaluate(() =>
        document.body.insertAdjacentHTML(
          'beforeend',
          '<form><label>Full Name <input name="fullName"></label><label>Email <input name="email"></label>' +
            '<label>Phone Number <input name="phone"></label></form>',
        ),
      );
      await page.getByLabel('Full Name').fill(secrets[0] ?? '');
      await page.getByLabel('Email').fill(secrets[1] ?? '');
      await page.getByLabel('Phone Number').pressSequentially(secrets[2] ?? '');
      await page.evaluate((values) => console.log('form values', ...values), secrets);
      await page.getByRole('button', { name: /Progress List/ }).click();

      await addIconAfterHydration(page, 'test:second');
      await expect.poll(() => eventsNaming('test:second').length).toBe(1);
      for (const { body } of collector.envelopes) {
        for (const secret of secrets) expect(body).not.toContain(secret);
        expect(body).not.toContain('usertype');
      }
    });
  });

  test.describe('without a DSN', () => {
    test('a broken icon shows the fallback and no request leaves the page', async ({ page, request, baseURL }) => {
      const requests: string[] = [];
      page.on('request', (sent) => requests.push(sent.url()));
      const scripts = recordScripts(page);
      await serveIcons(page, { broken: ['ui:check', 'test:late'] });

      await page.goto('/home');
      await waitForHydration(page);
      await addIconAfterHydration(page, 'test:late');
      await expect(page.locator('img[data-icon="test:late"]')).toHaveAttribute('src', FALLBACK_ICON_PATH);
      await page.waitForLoadState('networkidle');

      for (const check of await page.locator('img[data-icon="ui:check"]').all())
        await expect(check).toHaveAttribute('src', FALLBACK_ICON_PATH);
      const ownOrigins = [new URL(baseURL ?? '').origin, `http://127.0.0.1:${ports.firestore}`];
      expect(requests.filter((url) => !ownOrigins.includes(new URL(url).origin))).toEqual([]);
      expect(await sdkScripts(scripts, request)).toEqual([]);
    });
  });
});
