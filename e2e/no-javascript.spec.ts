import { expect, test, type Page } from './support/test';

import { codeHasCome } from './support/network';
import { PAGES as pages } from './support/routes';

async function mainTextLines(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

// Each island's own spec runs it without JavaScript too (the tabs, both toggles, the app cards, the
// booking dialog); here, what holds for every page.
test.describe('the site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('every page reads completely', () => {
    for (const { path, heading } of pages) {
      test(`${path} shows, without JavaScript, all the text it shows with JavaScript`, async ({ browser, page }) => {
        // browser.newPage() takes the test's options too: JavaScript on is said here.
        const withScript = await browser.newPage({ javaScriptEnabled: true });
        await withScript.goto(path);
        // Subject: the text React renders, not the HTML it starts from: so once its code has come.
        await codeHasCome(withScript);
        await expect(withScript.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const expected = await mainTextLines(withScript);
        await withScript.close();

        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const lines = await mainTextLines(page);
        expect(expected.filter((line) => !lines.includes(line))).toEqual([]);

        // Nothing in the page is left see-through or hidden by a fade-in that only script would end.
        // (A radio or checkbox drawn by its label is see-through by design: the label is what shows.)
        // Asked in one go, again until none is left: a fade-in of CSS alone ends by itself.
        const seeThrough = () =>
          page.getByRole('main').evaluate((main) =>
            [...main.querySelectorAll('*:not(label > input)')]
              .filter((element) => {
                const { width, height } = element.getBoundingClientRect();
                return width > 0 && height > 0 && element.checkVisibility({ visibilityProperty: true });
              })
              .filter((element) => getComputedStyle(element).opacity === '0')
              .map((element) => element.outerHTML.slice(0, 120)),
          );
        await expect.poll(seeThrough).toEqual([]);
        // The page starts where the header ends (its border aside): nothing empty between them (the
        // preview banner has something to say only with its code), nothing under the header.
        const header = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
        const main = await page.getByRole('main').evaluate((element) => element.getBoundingClientRect().top);
        expect(Math.abs(main - header)).toBeLessThanOrEqual(1);
      });
    }
  });

  test.describe('every link works', () => {
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

      // One load per page the links lead to (a fragment asks the server for nothing), with every anchor they name.
      const anchors = new Map<string, Set<string>>();
      for (const link of links) {
        const { pathname, search, hash } = new URL(link, 'http://site.invalid');
        const named = anchors.get(pathname + search) ?? new Set<string>();
        if (hash) named.add(hash.slice(1));
        anchors.set(pathname + search, named);
      }
      for (const [target, named] of anchors) {
        const response = await page.goto(target);
        expect(response?.status(), target).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), target).toBeVisible();
        for (const anchor of named)
          await expect(page.locator(`[id="${anchor}"]`), `${target}#${anchor}`).toHaveCount(1);
        const { pathname } = new URL(target, 'http://site.invalid');
        expect(new URL(page.url()).pathname, target).toBe(pathname === '/' ? '/home' : pathname);
      }
    });
  });
});
