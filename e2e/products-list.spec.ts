import { expect, test, type Page } from './support/test';

import { expectNoAxeViolations } from './support/axe';

const products = (page: Page) => page.getByRole('main').getByRole('article');
const modeButton = (page: Page, name: 'Business' | 'Individual') =>
  page.getByRole('group', { name: 'Show products for' }).getByRole('button', { name });

async function openProducts(page: Page) {
  await page.goto('/products-list');
}

test.describe('products list', () => {
  test.describe('view modes', () => {
    test('business, the default, shows every product under Design, Build and Manage', async ({ page }) => {
      await openProducts(page);
      await expect(modeButton(page, 'Business')).toHaveAttribute('aria-pressed', 'true');
      await expect(modeButton(page, 'Individual')).toHaveAttribute('aria-pressed', 'false');
      await expect(products(page)).toHaveCount(13);
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(3);
      // Each group heading reads as one clean name, its longer title beside it.
      for (const [index, name] of ['Design', 'Build', 'Manage'].entries())
        await expect(headings.nth(index)).toHaveAccessibleName(name);
      await expect(page.getByRole('region', { name: 'Design' })).toContainText('Design & Drawings');
    });

    test('individual shows only products 100 and 300 (Hub and Vault)', async ({ page }) => {
      await openProducts(page);
      await modeButton(page, 'Individual').click();
      await expect(modeButton(page, 'Individual')).toHaveAttribute('aria-pressed', 'true');
      await expect(modeButton(page, 'Business')).toHaveAttribute('aria-pressed', 'false');
      await expect(products(page)).toHaveCount(2);
      await expect(products(page).getByRole('heading')).toHaveText(['Hub', 'Vault']);

      await modeButton(page, 'Business').click();
      await expect(products(page)).toHaveCount(13);
    });
  });

  test.describe('trying a product', () => {
    const product = (page: Page, name: string) => products(page).filter({ has: page.getByRole('heading', { name }) });
    const links = (page: Page) => products(page).getByRole('link', { name: /^Try for free/ });

    test('only the four products that can be tried have a trial link; the others are coming soon', async ({ page }) => {
      await openProducts(page);
      await expect(links(page)).toHaveCount(4);
      for (const [index, name] of ['Hub', 'Progress Report', 'Task Management', 'Vault'].entries())
        await expect(links(page).nth(index)).toHaveAccessibleName(`Try for free: ${name}`);
      await expect(product(page, 'Site Survey')).toContainText('Coming soon');
      await expect(product(page, 'Site Survey').getByRole('link')).toHaveCount(0);
      await expect(products(page).filter({ hasText: 'Coming soon' })).toHaveCount(9);
    });

    for (const [mode, name] of [
      ['Individual', 'Hub'],
      ['Individual', 'Vault'],
      ['Business', 'Task Management'],
    ] as const) {
      test(`${name}'s link in ${mode.toLowerCase()} mode lands in the picker, same mode, ${name} selected`, async ({
        page,
      }) => {
        await openProducts(page);
        await modeButton(page, mode).click();
        await product(page, name)
          .getByRole('link', { name: `Try for free: ${name}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/all-apps\\?usertype=${mode.toLowerCase()}&app=`));
        await expect(
          page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name: mode }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('main').getByRole('button', { name, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.getByRole('region', { name: '1 App Selected' }).getByRole('listitem')).toHaveText([name]);
      });
    }
  });

  test.describe('accessibility', () => {
    test("in Windows' forced colours the pressed mode is still marked", async ({ page }) => {
      // Forced colours drop the backgrounds and shadows that show it otherwise.
      await page.emulateMedia({ forcedColors: 'active' });
      await openProducts(page);
      await expect(modeButton(page, 'Business')).toHaveCSS('text-decoration-line', 'underline');
      await expect(modeButton(page, 'Individual')).toHaveCSS('text-decoration-line', 'none');
      await modeButton(page, 'Individual').click();
      await expect(modeButton(page, 'Individual')).toHaveCSS('text-decoration-line', 'underline');
      await expect(modeButton(page, 'Business')).toHaveCSS('text-decoration-line', 'none');
    });

    test('no axe violations in either mode', async ({ page }) => {
      await openProducts(page);
      await expectNoAxeViolations(page);
      await modeButton(page, 'Individual').click();
      await expect(products(page)).toHaveCount(2);
      await expectNoAxeViolations(page);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every product is shown', async ({ page }) => {
      await page.goto('/products-list');
      await expect(products(page)).toHaveCount(13);
    });
  });
});
