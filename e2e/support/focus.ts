import { expect, type Page } from '@playwright/test';

/**
 * The focused element shows a focus indicator: it matches :focus-visible and draws a solid
 * outline at least 2 px wide, on itself or, where a control is stretched over its card (the app
 * picker's cards), on its ::after. A disabled element never counts as focused.
 */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const outlined = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const visible =
      element.matches(':focus-visible') &&
      !element.matches(':disabled') &&
      (outlined(getComputedStyle(element)) || outlined(getComputedStyle(element, '::after')));
    return { element: element.outerHTML.slice(0, 120), visible };
  });
  expect(focus, `focus indicator on ${focus.element}`).toMatchObject({ visible: true });
}
