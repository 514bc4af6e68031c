import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's main content (it attaches its props to the DOM
 * nodes it takes over), so that a click is handled rather than landing on static HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const control = document.querySelector('main button');
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactProps'));
  });
}
