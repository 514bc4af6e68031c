import { expect, test, type Page } from './support/test';

import { serviceModules } from '@/content/services';
import { catalogue } from '@/content/catalogue';
import { allAppsPage, productsPage } from '@/content/pages';
import { CONTACT } from '@/content/site';
import { REGISTER_URL } from '@/lib/app-urls';
const EARLY_INPUT = '__earlyInput'; // TODO rewrite
import { PAGES as pages } from './support/routes';

/** The visible text of a page's <main>, one trimmed line per entry. */
async function mainTextLines(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const NOTE = 'JavaScript is off in your browser, so this opens an email to our team instead of the booking form.';

test.describe('the site without JavaScript', () => {
  test.describe('every page reads completely', () => {
    for (const { path, heading } of pages) {
      test(`${path} shows, without JavaScript, all the text it shows with JavaScript`, async ({ browser }) => {
        const withScript = await browser.newPage(); // not the test's page: its goto is Playwright's own
        await withScript.goto(path);
        // Subject: the text React renders, not the HTML it starts from: so the page's own sign that
        // its code has run (the early-input replay is done) is awaited.
        await withScript.waitForFunction(
          (name) => (window as unknown as Record<string, { ready: boolean }>)[name]?.ready,
          EARLY_INPUT,
        );
        await expect(withScript.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const expected = await mainTextLines(withScript);
        await withScript.close();

        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const lines = await mainTextLines(page);
        expect(expected.filter((line) => !lines.includes(line))).toEqual([]);

        // Nothing in the page is left see-through or hidden by a fade-in that only script would end.
        for (const element of await page.getByRole('main').getByRole('heading').all()) {
          await expect(element).toBeVisible();
          await expect(element).not.toHaveCSS('opacity', '0');
        }
        const transparent = page.locator('main *').filter({ visible: true });
        for (const element of await transparent.all()) await expect(element).not.toHaveCSS('opacity', '0');
        await context.close();
      });
    }

    test('/home shows every service of every phase at once', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/home');
      for (const phase of serviceModules) {
        await expect(page.getByRole('heading', { level: 3, name: phase.title, exact: true })).toBeVisible();
        for (const service of phase.services) {
          await expect(page.getByText(service.title, { exact: true }).first()).toBeVisible();
        }
      }
      await context.close();
    });

    test('a footer link to a phase lands on the phases (the tabs, which need the code, are hidden)', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/products-list');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Facility Management' }).click();
      await expect(page).toHaveURL(/\/home#services-manage$/);
      await expect(page.getByRole('heading', { level: 3, name: 'Design', exact: true })).toBeInViewport();
      await expect(page.getByRole('tablist')).toBeHidden();
      await context.close();
    });
  });

  test('/products-list shows every product, and says the Individual view needs JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products-list');
    const note = page.getByRole('main').locator('noscript p'); // Playwright's text search skips <noscript>
    await expect(note).toBeVisible();
    await expect(note).toHaveText(productsPage.noScript);
    for (const product of catalogue.flatMap((module) => module.products)) {
      await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
    }
    await context.close();
  });

  test('Schedule a Demo starts an email to the team instead of the booking form, and says so', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    for (const name of ['Schedule a Demo', 'Schedule Demo']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleDescription(NOTE);
      await expect(page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`)).toBeVisible();
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(CONTACT.email);
      expect(href.searchParams.get('subject')).toBe('Demo request');
      const body = href.searchParams.get('body') ?? '';
      for (const line of ['Full Name: ', 'Phone Number: ', 'Preferred Date (DD/MM/YYYY): ', 'Preferred Time (IST): ']) {
        expect(body.split('\r\n')).toContain(line);
      }
    }
    await context.close();
  });

  test('/all-apps says that apps cannot be picked, and links to Register Now', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/all-apps');
    const note = page.getByRole('main').locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText(allAppsPage.noScript);
    const register = note.getByRole('link', { name: /^Register Now/ });
    await expect(register).toHaveAttribute('href', REGISTER_URL);
    await context.close();
  });

  test.describe('every link works', () => {
    test.use({ javaScriptEnabled: false });

    test('every internal link of every page leads to a page with a main heading and its anchor', async ({ page }) => {
      const links = new Set<string>();
      for (const { path } of pages) {
        await page.goto(path);
        for (const href of await page
          .locator('a[href^="/"]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
          links.add(href);
        }
      }
      expect(links.size).toBeGreaterThan(pages.length);

      for (const link of links) {
        const { pathname: target, hash } = new URL(link, 'http://site.invalid');
        const anchor = hash.slice(1);
        await page.goto('about:blank'); // so that a link into the current page still loads it
        const response = await page.goto(link);
        expect(response?.status(), link).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), link).toBeVisible();
        if (anchor) await expect(page.locator(`[id="${anchor}"]`), link).toHaveCount(1);
        expect(new URL(page.url()).pathname, link).toBe(target === '/' ? '/home' : target);
      }
    });
  });
});
