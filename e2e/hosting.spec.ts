import { expect, test } from './support/test';
import { watchCspViolations } from './support/csp';

import { PAGE_PATHS } from '../content/routes.mjs';
import { HOST, ports } from '../scripts/lib/config.mjs';
import { deferredScripts } from '../scripts/lib/defer-scripts.mjs';
import { parseCsp } from '../scripts/lib/hosting-config.mjs';
import {
  expectCalendarClosedOnField,
  openCalendar,
  openDemoDialog,
  pickDateByKeyboard,
  shownIn,
} from './support/demo-form';
import { networkQuiet } from './support/network';
import firebaseJson from '../firebase.json';

// out/ served by the Firebase Hosting emulator with firebase.json (completed for this build by
// scripts/lib/hosting-config.mjs, as `npm run deploy` does). The policy's values are firebase.json's,
// checked in scripts/lib/hosting-config.test.ts; here, that they are what is served.

/** The headers firebase.json declares for one of its sources, by lower-case name. */
const declared = (source: string) =>
  Object.fromEntries(
    (firebaseJson.hosting.headers.find((rule) => rule.source === source)?.headers ?? []).map(({ key, value }) => [
      key.toLowerCase(),
      value,
    ]),
  );
const EVERY_PATH = declared('**');

test.describe('hosting', () => {
  test.describe('routes', () => {
    test('the empty path redirects permanently to /home', async ({ request }) => {
      const response = await request.get('/', { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/home');
    });

    test("a page's .html address redirects permanently to its clean URL", async ({ request }) => {
      const html = await request.get('/team.html', { maxRedirects: 0 });
      expect(html.status()).toBe(301);
      expect(html.headers().location).toBe('/team');
    });

    // An unknown address (404, the site's not-found page): e2e/pages.spec.ts.
  });

  test.describe('headers', () => {
    test('every page carries the headers firebase.json gives every path', async ({ request }) => {
      expect(Object.keys(EVERY_PATH).length).toBeGreaterThan(5);
      for (const route of [...PAGE_PATHS, '/no-such-page']) {
        const headers = (await request.get(route)).headers();
        for (const [name, value] of Object.entries(EVERY_PATH)) {
          // The policy is completed for this build (below).
          if (name === 'content-security-policy') expect(headers[name], route).toContain(value.split(';')[0]);
          else expect(headers[name], `${route}: ${name}`).toBe(value);
        }
        // What the declared values must be, whatever firebase.json says.
        expect(headers['x-content-type-options'], route).toBe('nosniff');
        expect(headers['strict-transport-security'], route).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      }
    });

    test('no other site can show a page in a frame', async ({ page, baseURL }) => {
      // Chromium shows its error page in place of a refused frame (the same HTML served without
      // these headers loads in it).
      await page.setContent(`<iframe src="${baseURL}/home"></iframe>`);
      await expect.poll(() => page.frames().at(1)?.url()).toMatch(/^chrome-error:/);
    });

    test("the Content-Security-Policy is firebase.json's, with this build's inline hashes and backend", async ({
      request,
    }) => {
      const served = parseCsp((await request.get('/home')).headers()['content-security-policy'] ?? '');
      const declaredCsp = parseCsp(EVERY_PATH['content-security-policy'] ?? '');
      expect([...served.keys()]).toEqual([...declaredCsp.keys()]);
      for (const [name, sources] of declaredCsp) {
        const added = served.get(name)?.slice(sources.length);
        expect(served.get(name)?.slice(0, sources.length), name).toEqual(sources);
        // Beyond what firebase.json allows, only hashes of the build's own inline scripts and styles,
        // and the Firestore emulator this build talks to (it has no Sentry DSN).
        if (name === 'script-src' || name === 'style-src')
          for (const source of added ?? []) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
        else if (name === 'connect-src') expect(added).toEqual([`http://${HOST}:${ports.firestore}`]);
        else expect(added, name).toEqual([]);
      }
      for (const name of ['script-src', 'style-src'])
        expect(served.get(name)?.length, name).toBeGreaterThan(declaredCsp.get(name)?.length ?? 0);
      expect([...served.values()].flat().filter((source) => source.startsWith("'unsafe"))).toEqual([]);
    });

    test('hashed assets are cached for a year, images for an hour, pages asked again each time', async ({
      request,
    }) => {
      const html = await (await request.get('/home')).text();
      // A script the page loads (after its first paint: from the list scripts/lib/defer-scripts.mjs leaves).
      const chunk = deferredScripts(html)[0] ?? '';
      expect(chunk).not.toBe('');
      const cache = (source: string) => declared(source)['cache-control'];
      const served = async (path: string) => (await request.get(path)).headers()['cache-control'];
      expect(await served(chunk)).toBe(cache('/_next/static/**'));
      expect(await served(chunk)).toMatch(/max-age=31536000, immutable$/);
      expect(await served('/favicon.svg')).toBe(cache('**/*.@(svg|png|jpg|jpeg|webp|avif|ico|woff2)'));
      expect(await served('/favicon.svg')).toMatch(/max-age=3600$/);
      // A deploy is seen at once: the page and its data are revalidated on every load.
      for (const path of ['/home', '/home.txt']) {
        expect(await served(path)).toBe(EVERY_PATH['cache-control']);
        expect(await served(path)).toMatch(/max-age=0, must-revalidate$/);
      }
    });
  });

  test.describe('content security policy in the browser', () => {
    for (const route of [...PAGE_PATHS, '/no-such-page']) {
      test(`${route} runs without a violation`, async ({ page }) => {
        const violations = watchCspViolations(page);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        expect(violations).toEqual([]);
      });
    }

    // The hashed inline scripts run (the home page hydrates, and keeps a tap made before):
    // e2e/home-services.spec.ts.

    test('the demo dialog, its lazily loaded code and styles and the date picker run without a violation', async ({
      page,
    }) => {
      const violations = watchCspViolations(page);
      const stylesheets: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'stylesheet') stylesheets.push(response.url());
      });
      await page.goto('/home');
      // Not for hydration: the page's own style sheets are counted first, to see what the dialog adds.
      await page.waitForLoadState('networkidle');
      const pageStylesheets = stylesheets.length;

      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill('Asha Rao');
      // The calendar's own stylesheet (react-datepicker's and ours) arrives with its code, once the visitor is in the form.
      await expect.poll(() => stylesheets.length).toBeGreaterThan(pageStylesheets);
      await dialog.getByLabel('Email').fill('not an email');
      await dialog.getByLabel('Phone Number').fill('98765');
      await dialog.getByLabel('Description').fill('A two-storey house in Pune.');
      await dialog.getByLabel('Preferred Time').selectOption({ index: 2 });
      await openCalendar(page);
      await page.keyboard.press('Escape');
      await expectCalendarClosedOnField(page);
      await pickDateByKeyboard(page, 2);
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      // Errors showing, then the dialog closed again.
      await dialog.getByLabel('Full Name').focus();
      await expect(shownIn(dialog, 'Please enter a valid email address')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await networkQuiet(page);
      expect(violations).toEqual([]);
    });
  });
});
