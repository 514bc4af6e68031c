import { expect, test, type Page } from './support/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium-flags.mjs';
import { VIEWPORTS } from './support/routes';
import { expectDemoOf, fillRequiredFields, submitAndExpectSaved } from './support/demo-form';
import { storedDemoRequests } from './support/firestore';
import { APP_IDS } from '../content/catalogue';
import { productsPage } from '../content/pages';
import { card, panel } from './support/picker';

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
  const productsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: productsPage.title });
  async function pickThenLeave(page: Page) {
    await page.goto('/all-apps');
    await card(page, 'Hub').check();
    await card(page, 'Vault').check();
    await mainNav(page).getByRole('link', { name: 'PRODUCT' }).click();
    await expect(productsHeading(page)).toBeVisible();
  }

  test('finds the apps picked on /all-apps still picked, and in the panel, without a new load', async ({ page }) => {
    await pickThenLeave(page);
    // The cache gives the page back: nothing is asked of the server (a reload would also find the
    // picks, from the tab's storage: e2e/app-picker.spec.ts).
    const loads: string[] = [];
    page.on('request', (request) => void (request.isNavigationRequest() && loads.push(request.url())));
    await page.goBack({ waitUntil: 'commit' });
    await expect(card(page, 'Hub')).toBeChecked();
    await expect(card(page, 'Vault')).toBeChecked();
    await expect(panel(page).getByRole('listitem')).toHaveText([/Hub/, /Vault/]);
    expect(loads).toEqual([]);
  });

  test('to /all-apps after another visit to it: a booking from it carries the apps and the mode it shows', async ({
    page,
    email,
  }) => {
    await pickThenLeave(page);
    // The picker again (typed, or a bookmark), where the visitor picks Vault for an individual.
    await page.goto('/all-apps');
    await radio(page, 'Show apps for', 'Individual').check();
    await card(page, 'Vault').check();
    await page.goBack({ waitUntil: 'commit' });
    await expect(productsHeading(page)).toBeVisible();
    await page.goBack({ waitUntil: 'commit' });
    await expect(card(page, 'Hub')).toBeChecked();
    await page.getByRole('button', { name: 'Book a demo of these' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
    await fillRequiredFields(page, email);
    await expectDemoOf(page, ['Hub', 'Vault']);
    await submitAndExpectSaved(page, dialog);
    const [stored] = await storedDemoRequests(email);
    expect(stored?.data).toMatchObject({ context: { apps: [APP_IDS.hub, APP_IDS.vault], mode: 'business' } });
  });

  test('finds Individual still chosen on /products-list, and the tab chosen on /home', async ({ page }) => {
    await page.goto('/products-list');
    await radio(page, 'Show products for', 'Individual').check();
    await mainNav(page).getByText('COMPANY').click();
    await mainNav(page).getByRole('link', { name: 'The team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(radio(page, 'Show products for', 'Individual')).toBeChecked();
    // And the page shows what Individual offers: Build, between the two, has nothing for individuals.
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Manage', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Build', exact: true })).toBeHidden();

    await page.goto('/home');
    await radio(page, 'Phases', 'Manage').check();
    await mainNav(page).getByRole('link', { name: 'PRODUCT' }).click();
    await expect(page).toHaveURL(/\/products-list$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(radio(page, 'Phases', 'Manage')).toBeChecked();
  });
});
