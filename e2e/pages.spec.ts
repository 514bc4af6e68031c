import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './support/test';

import { notFoundPage, rootRedirectPage } from '../content/pages';
import { ROUTES } from '../content/routes.mjs';
import { BRAND_NAME, SOCIAL_CARD_ALT, TAGLINE } from '../content/site';
import { PAGES } from './support/routes';

test.describe('pages', () => {
  test.describe('every route', () => {
    for (const route of PAGES) {
      test(`${route.path} answers 200 with its heading, title, description, canonical URL and privacy link`, async ({
        page,
      }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom(), 'served at its clean URL').toBeNull();
        expect(response?.headers()['content-type']).toContain('text/html');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' });
        await expect(privacy).toHaveAttribute('href', ROUTES.privacy);
        await expect(page).toHaveTitle(new RegExp(`\\| ${BRAND_NAME}$`));
        // Long enough that search engines show it rather than write their own, short enough to show whole.
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{90,160}$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(BRAND_NAME));
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${route.path}$`));
        // The card is the same image on every page: its text says what it shows, not the page.
        await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', SOCIAL_CARD_ALT);
        // A shared link's preview: the image is there, a PNG of the size the page says.
        const meta = async (property: string) =>
          (await page.locator(`meta[property="og:image${property}"]`).getAttribute('content')) ?? '';
        const image = await page.request.get(await meta(''));
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        const png = await image.body(); // its IHDR: width and height, from byte 16
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
          Number(await meta(':width')),
          Number(await meta(':height')),
        ]);
      });
    }

    test('every page has a title of its own', async ({ page }) => {
      const titles = new Set<string>();
      for (const route of PAGES) {
        await page.goto(route.path);
        titles.add(await page.title());
      }
      expect(titles.size).toBe(PAGES.length);
    });
  });

  test.describe('the empty path', () => {
    // The redirect itself (301, Location): e2e/hosting.spec.ts.
    test('a browser opening / lands on /home', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeVisible();
    });

    // Firebase Hosting never serves it (cleanUrls redirects /index.html), so read the exported file.
    test('the exported fallback page refreshes to /home for other static servers', () => {
      const html = readFileSync(path.join(process.cwd(), 'out/index.html'), 'utf8');
      expect(html).toContain('<meta http-equiv="refresh" content="0;url=/home"/>');
      expect(html).toMatch(new RegExp(`<a [^>]*href="/home"[^>]*>${rootRedirectPage.link}</a>`));
    });
  });

  test.describe('an unknown path', () => {
    test('answers 404 with a page that leads home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: notFoundPage.title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex'); // once
      await page.getByRole('link', { name: notFoundPage.home }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });

  test.describe('search engine files', () => {
    test('sitemap.xml lists every route and robots.txt points to it', async ({ request }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc ?? '');
      // Whole addresses on the site's origin, as search engines require: the site's own, as served here.
      const origin = new URL((await request.get('/robots.txt')).url()).origin;
      expect(locs.map((loc) => URL.canParse(loc) && new URL(loc).origin)).toEqual(locs.map(() => origin));
      for (const route of PAGES) expect(sitemap).toContain(`${route.path}</loc>`);
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toMatch(/Allow: \//);
      expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    });
  });
});
