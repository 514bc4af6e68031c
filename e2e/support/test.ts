import { test as base } from '@playwright/test';

import { DEFERRED_SCRIPTS_ID } from '../../scripts/lib/defer-scripts.mjs';
import { waitForHydration } from './hydration';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` (with the default `waitUntil: 'load'`) also waits for
 * React to hydrate the page, as a visitor waits for a page to be ready; the page's scripts start
 * after its first paint, which can be after `load`. Without JavaScript, with an earlier `waitUntil`
 * (a test that holds the scripts back), or for anything but one of the site's pages, it returns
 * as Playwright's does.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      if (
        javaScriptEnabled !== false &&
        (waitUntil === 'load' || waitUntil === 'networkidle') &&
        // One of this site's pages (not a file, not another site): it lists the scripts it loads.
        (await page.locator(`#${DEFERRED_SCRIPTS_ID}`).count()) > 0
      ) {
        await waitForHydration(page);
      }
      return response;
    };
    await provide(page);
  },
});
