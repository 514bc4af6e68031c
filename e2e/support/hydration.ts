import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (it attaches its props to the DOM nodes it takes over:
 * the footer's links come last in the layout, and the main content's first button, if it has one)
 * and has run the effects of that render, so that a click or a key press is handled rather than
 * landing on static HTML. The page's scripts load after its first paint
 * (scripts/lib/defer-scripts.mjs), which can be after the `load` event.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    const mainButton = document.querySelector('main button');
    return hydrated(document.querySelector('footer a')) && (mainButton === null || hydrated(mainButton));
  });
  // Effects (the listeners components attach in them) run after the hydrating render is painted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}
