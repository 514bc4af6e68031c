import { expect, test, type Page } from './support/test';

import { COMING_SOON, catalogue } from '@/content/catalogue';
import { isIndividualProduct } from '@/lib/view-mode';

import { expectNoAxeViolations } from './support/axe';
import { card, mode as appMode, panel } from './support/picker';
import { testFromTheHtml } from './support/scripts';

const ALL = catalogue.flatMap((module) => module.products);
const INDIVIDUAL = ALL.filter(isIndividualProduct).map((product) => product.name);
const TRIED = ALL.filter((product) => product.appId !== undefined).map((product) => product.name);

/** The products drawn (getByRole leaves out what the style sheet hides). */
const products = (page: Page) => page.getByRole('main').getByRole('article');
const mode = (page: Page, name: 'Business' | 'Individual') =>
  page.getByRole('group', { name: 'Show products for' }).getByRole('radio', { name });
const product = (page: Page, name: string) => products(page).filter({ has: page.getByRole('heading', { name }) });

/** The page has no code of its own: the same with it, with its scripts failing to load, and without JavaScript. */
async function expectTheModesWork(page: Page) {
  await expect(mode(page, 'Business')).toBeChecked();
  await expect(products(page)).toHaveCount(ALL.length);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  // Each group heading reads as one clean name, its longer title beside it.
  await expect(headings).toHaveText(catalogue.map((module) => module.title));
  await expect(page.getByRole('region', { name: 'Design' })).toContainText('Design & Drawings');

  await mode(page, 'Individual').check();
  await expect(products(page).getByRole('heading')).toHaveText(INDIVIDUAL);
  await expect(headings).toHaveText(catalogue.filter((m) => m.products.some(isIndividualProduct)).map((m) => m.title));
  await mode(page, 'Business').check();
  await expect(products(page)).toHaveCount(ALL.length);
}

test.describe('products list', () => {
  // Business, the default, shows every product; individual only products 100 and 300.
  test.describe('view modes', () => testFromTheHtml('/products-list', expectTheModesWork));

  test.describe('trying a product', () => {
    const links = (page: Page) => products(page).getByRole('link', { name: /^Try For Free/ });

    test('only the products that can be tried have a trial link; the others are coming soon', async ({ page }) => {
      await page.goto('/products-list');
      await expect(links(page)).toHaveCount(TRIED.length);
      for (const [index, name] of TRIED.entries())
        await expect(links(page).nth(index)).toHaveAccessibleName(`Try For Free: ${name}`);
      await expect(product(page, 'Site Survey')).toContainText(COMING_SOON);
      await expect(product(page, 'Site Survey').getByRole('link')).toHaveCount(0);
      await expect(products(page).filter({ hasText: COMING_SOON })).toHaveCount(ALL.length - TRIED.length);
    });

    for (const [name, modeName] of [
      ['Hub', 'Individual'],
      ['Task Management', 'Business'],
    ] as const) {
      test(`${name}'s link in ${modeName.toLowerCase()} mode lands in the picker, same mode, ${name} selected`, async ({
        page,
      }) => {
        await page.goto('/products-list');
        await mode(page, modeName).check();
        await product(page, name)
          .getByRole('link', { name: `Try For Free: ${name}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/all-apps\\?usertype=${modeName.toLowerCase()}&app=`));
        await expect(appMode(page, modeName)).toBeChecked();
        await expect(card(page, name)).toBeChecked();
        await expect(panel(page).getByRole('listitem')).toHaveText([name]);
      });
    }
  });

  test.describe('accessibility', () => {
    test("in Windows' forced colours each mode keeps an edge and the checked one is still marked", async ({ page }) => {
      // Forced colours drop the backgrounds, rings and shadows that show them otherwise.
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto('/products-list');
      const label = (name: string) =>
        page.getByRole('group', { name: 'Show products for' }).locator('label', { hasText: name });
      await expect(label('Business')).toHaveCSS('text-decoration-line', 'underline');
      await expect(label('Individual')).toHaveCSS('text-decoration-line', 'none');
      for (const name of ['Business', 'Individual']) await expect(label(name)).not.toHaveCSS('border-top-width', '0px');
      await mode(page, 'Individual').check();
      await expect(label('Individual')).toHaveCSS('text-decoration-line', 'underline');
      await expect(label('Business')).toHaveCSS('text-decoration-line', 'none');
    });

    // Business, as the page opens, at a phone's and a desktop's width: e2e/responsive.spec.ts.
    test('no axe violations in Individual mode', async ({ page }) => {
      await page.goto('/products-list');
      await mode(page, 'Individual').check();
      await expect(products(page)).toHaveCount(INDIVIDUAL.length);
      await expectNoAxeViolations(page);
    });
  });
});
