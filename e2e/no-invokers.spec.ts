// A browser without invoker commands (Safari before 26.2, Firefox before 144): the dialogs' buttons
// work once the page's code has come, which runs their commands (components/invoker.ts). Chromium
// has them, so each test takes them away: the property the code looks for, and the browser's own
// action (its trusted `command` event, cancelled before the page hears of it).
import { ROUTES } from '@/content/routes.mjs';

import { codeHasCome } from './support/network';
import { bar, card, slideIn } from './support/picker';
import { gotoBeforeTheCode } from './support/scripts';
import { expect, test, type Locator, type Page } from './support/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    const refuse = (event: Event) => {
      if (!event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('command', refuse, true);
  });
});

/**
 * Before the code, `button` does nothing (no invoker commands here); once the code has come, it
 * opens `dialog`. `first` is what the visitor does on the page before the button.
 */
async function opensOnceTheCodeHasCome(
  page: Page,
  path: string,
  button: Locator,
  dialog: Locator,
  first = async () => {},
) {
  const release = await gotoBeforeTheCode(page, path);
  await first();
  await button.click();
  await expect(dialog).toBeHidden();
  release();
  await codeHasCome(page);
  await button.click();
  await expect(dialog).toBeVisible();
}

test('the booking dialog opens, and Cancel and Close close it, once the code has come', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Schedule a Demo' });
  const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
  await opensOnceTheCodeHasCome(page, ROUTES.home, button, dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('at 899px', () => {
  test.use({ viewport: { width: 899, height: 900 } });

  test("the selection's slide-in opens, and Keep choosing closes it, once the code has come", async ({ page }) => {
    const hub = card(page, 'Hub');
    await opensOnceTheCodeHasCome(page, ROUTES.allApps, bar(page), slideIn(page), () => hub.check());
    await slideIn(page).getByRole('button', { name: 'Keep choosing' }).click();
    await expect(slideIn(page)).toBeHidden();
    await expect(hub).toBeChecked();
  });
});
