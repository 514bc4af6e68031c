import { test as base } from '@playwright/test';

import { waitForHydration } from './hydration';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` (with the default `waitUntil: 'load'`) also waits for
 * React to hydrate the page, as a visitor waits for a page to be ready; the page's scripts start
 * after its first paint, which can be after `load`. Without JavaScript, or with an earlier
 * `waitUntil` (a test that holds the scripts back), it returns as Playwright's does.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      if (javaScriptEnabled !== false && (waitUntil === 'load' || waitUntil === 'networkidle')) {
        await waitForHydration(page);
      }
      return response;
    };
    await provide(page);
  },
});
