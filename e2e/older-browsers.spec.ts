// A browser of those Next.js builds for that lacks what Chromium has: invoker commands (Safari
// before 26.2, Firefox before 144), and `:user-valid` and `:user-invalid` in a query (Chromium before
// 119, Safari before 16.5, which throw on them). The dialogs' buttons work once the page's code has
// come, which runs their commands (components/invoker.ts); the code asks of user validity only
// where the browser knows it (components/user-validity.ts). Each test takes them away: the property
// the code looks for, the browser's own action (its trusted `command` event, cancelled before the
// page hears of it), and the selectors.
import { ROUTES } from '@/content/routes.mjs';

import { openFilledDemoDialog, submitAndExpectSaved } from './support/demo-form';
import { codeHasCome } from './support/network';
import { bar, card, panel, slideIn } from './support/picker';
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

    const unknown = /:user-(in)?valid/;
    for (const prototype of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
      for (const name of ['querySelector', 'querySelectorAll', 'matches', 'closest'] as const) {
        const own = (prototype as unknown as Record<string, (selectors: string) => unknown>)[name];
        if (!own) continue;
        Object.defineProperty(prototype, name, {
          value(this: unknown, selectors: string) {
            if (unknown.test(selectors))
              throw new DOMException(`'${selectors}' is not a valid selector.`, 'SyntaxError');
            return own.call(this, selectors);
          },
        });
      }
    }
    const supports = CSS.supports.bind(CSS);
    CSS.supports = (...args: [string] | [string, string]) =>
      args.length === 1 && unknown.test(args[0]) ? false : supports(...(args as [string, string]));
  });
});

test('the tabs, the picker and the booking form work once the code has come', async ({ page, email }) => {
  await page.goto(`${ROUTES.home}#services-build`);
  await codeHasCome(page);
  const tab = (name: string) => page.getByRole('group', { name: 'Phases' }).getByRole('radio', { name });
  await expect(tab('Build')).toBeChecked();
  const manage = tab('Manage');
  await manage.click();
  await expect(manage).toBeChecked();
  await expect(page).toHaveURL(/#services-manage$/);

  await page.goto(ROUTES.allApps);
  await codeHasCome(page);
  await card(page, 'Hub').check();
  await expect(panel(page)).toContainText('1 App Selected');

  const dialog = await openFilledDemoDialog(page, email, 'Book a demo of these');
  await submitAndExpectSaved(page, dialog);
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
