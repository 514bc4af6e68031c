import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

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
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        /^Design/,
        /^Build/,
        /^Manage/,
      ]);
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
    test('every card links to the app picker in the current mode', async ({ page }) => {
      await openProducts(page);
      const links = products(page).getByRole('link', { name: /^Try for free/ });
      await expect(links).toHaveCount(13);
      for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
        expect(href).toBe('/all-apps?usertype=business');

      await modeButton(page, 'Individual').click();
      await expect(links).toHaveCount(2);
      await products(page).getByRole('link', { name: 'Try for free: Vault' }).click();
      await expect(page).toHaveURL(/\/all-apps\?usertype=individual$/);
      await expect(
        page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name: 'Individual' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test.describe('accessibility', () => {
    test('no axe violations in either mode', async ({ page }) => {
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      await openProducts(page);
      expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
      await modeButton(page, 'Individual').click();
      await expect(products(page)).toHaveCount(2);
      expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
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
