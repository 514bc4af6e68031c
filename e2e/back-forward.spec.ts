import { expect, test, type Page } from './support/test';

import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { VIEWPORTS } from './support/routes';
import { productsPage } from '../content/pages';

// Every link within the site is a page load (components/nav-link.tsx), so Back is the browser's: its
// back/forward cache gives the page back as the visitor left it. Playwright turns that cache off;
// Chrome, Safari and Firefox have it on.
test.use({
  viewport: VIEWPORTS.desktop,
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test.describe('Back after a link to another page', () => {
  const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
  const radio = (page: Page, group: string, name: string) =>
    page.getByRole('group', { name: group }).getByRole('radio', { name });

  test('finds the apps picked on /all-apps still picked, and in the panel', async ({ page }) => {
    await page.goto('/all-apps');
    const card = (name: string) => page.getByRole('main').getByRole('checkbox', { name, exact: true });
    await card('Hub').check();
    await card('Vault').check();
    await mainNav(page).getByRole('link', { name: 'PRODUCT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: productsPage.title })).toBeVisible();
    await page.goBack({ waitUntil: 'commit' });
    await expect(card('Hub')).toBeChecked();
    await expect(card('Vault')).toBeChecked();
    await expect(page.getByRole('region', { name: /App Selected$/ }).getByRole('listitem')).toHaveText([
      /Hub/,
      /Vault/,
    ]);
  });

  test('finds Individual still chosen on /products-list, and the tab chosen on /home', async ({ page }) => {
    await page.goto('/products-list');
    await radio(page, 'Show products for', 'Individual').check();
    await mainNav(page).getByText('COMPANY').click();
    await mainNav(page).getByRole('link', { name: 'The team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(radio(page, 'Show products for', 'Individual')).toBeChecked();

    await page.goto('/home');
    await radio(page, 'Phases', 'Manage').check();
    await mainNav(page).getByRole('link', { name: 'PRODUCT' }).click();
    await expect(page).toHaveURL(/\/products-list$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(radio(page, 'Phases', 'Manage')).toBeChecked();
  });
});
