import type { Page } from '@playwright/test';

/**
 * Not for ordinary tests: visitors do not wait for hydration, and the browser tests interact as
 * soon as a control is drawn (e2e/early-input.spec.ts proves taps before it are kept). Only a test
 * whose subject is something else uses it, and says why at the call (what hovering loads, which
 * only the page's code does; the text React renders rather than the HTML it starts from).
 *
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
