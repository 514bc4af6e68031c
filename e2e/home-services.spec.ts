import { expect, test, type Page } from './support/test';

const TABS = ['Design', 'Build', 'Manage'];

test.describe('service tabs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/home#services');
  });

  test("in Windows' forced colours the selected tab is still marked", async ({ page }) => {
    // Forced colours drop the backgrounds and shadows that show it otherwise.
    await page.emulateMedia({ forcedColors: 'active' });
    const tab = (name: string) => page.getByRole('tablist', { name: 'Phases' }).getByRole('tab', { name });
    await expect(tab('Design')).toHaveCSS('text-decoration-line', 'underline');
    await expect(tab('Build')).toHaveCSS('text-decoration-line', 'none');
    await tab('Build').click();
    await expect(tab('Build')).toHaveCSS('text-decoration-line', 'underline');
    await expect(tab('Design')).toHaveCSS('text-decoration-line', 'none');
  });

  test.describe('on load', () => {
    test('the first tab (index 0) is active and only its panel shows', async ({ page }) => {
      const tablist = page.getByRole('tablist', { name: 'Phases' });
      await expect(tablist.getByRole('tab')).toHaveText(TABS);
      await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel', { name: 'Design' })).toBeVisible();
    });

    test('only the active tab is in the tab order', async ({ page }) => {
      await expect(page.getByRole('tab', { name: 'Design' })).toHaveAttribute('tabindex', '0');
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('tabindex', '-1');
      await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('tabindex', '-1');
    });
  });

  // The orientation a screen reader announces, the arrow keys and the layout agree at every width.
  for (const layout of [
    { width: 375, orientation: 'horizontal', previous: 'ArrowLeft', next: 'ArrowRight', ignored: 'ArrowDown' },
    { width: 767, orientation: 'horizontal', previous: 'ArrowLeft', next: 'ArrowRight', ignored: 'ArrowUp' },
    { width: 768, orientation: 'vertical', previous: 'ArrowUp', next: 'ArrowDown', ignored: 'ArrowRight' },
    { width: 1440, orientation: 'vertical', previous: 'ArrowUp', next: 'ArrowDown', ignored: 'ArrowLeft' },
  ] as const) {
    test.describe(`at ${layout.width}px`, () => {
      test.use({ viewport: { width: layout.width, height: 900 } });

      test(`the tabs are ${layout.orientation}: laid out so, announced so, moved with ${layout.previous} and ${layout.next}`, async ({
        page,
      }) => {
        const tablist = page.getByRole('tablist', { name: 'Phases' });
        await expect(tablist).toHaveAttribute('aria-orientation', layout.orientation);
        const boxes = await tablist
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
        const [design, build] = boxes;
        if (layout.orientation === 'horizontal') expect(build?.y).toBe(design?.y);
        else expect(build?.x).toBe(design?.x);

        const tab = (name: string) => page.getByRole('tab', { name });
        const expectActive = async (name: string) => {
          await expect(tab(name)).toBeFocused();
          await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        };
        await tab('Design').focus();
        await page.keyboard.press(layout.next);
        await expectActive('Build');
        await page.keyboard.press(layout.next);
        await expectActive('Manage');
        await page.keyboard.press(layout.next);
        await expectActive('Design');
        await page.keyboard.press(layout.previous);
        await expectActive('Manage');
        await page.keyboard.press(layout.ignored);
        await expectActive('Manage');
        await page.keyboard.press('Home');
        await expectActive('Design');
        await page.keyboard.press('End');
        await expectActive('Manage');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('tabpanel', { name: 'Manage' })).toBeFocused();
      });
    });
  }

  test.describe('when the window is resized across 768px', () => {
    test.use({ viewport: { width: 1024, height: 900 } });

    test('the orientation follows the layout', async ({ page }) => {
      const tablist = page.getByRole('tablist', { name: 'Phases' });
      await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
      await page.setViewportSize({ width: 600, height: 900 });
      await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
      await page.getByRole('tab', { name: 'Design' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  test.describe('cards', () => {
    const expected: Record<string, string[]> = {
      Design: ['elevation', 'survey', 'architectural', 'structural'].map((slug) => `/design-management/${slug}`),
      Build: [
        'progress-list',
        'task-dashboard',
        'budget-boq',
        'estimate-sheets',
        'bills',
        'approvals',
        'safety-compliances',
      ].map((slug) => `/construction-management/${slug}`),
      Manage: ['projects', 'owners-association', 'residents-interaction', 'utilities', 'amenities-booking'].map(
        (slug) => `/facilitymanagement/${slug}`,
      ),
    };

    for (const [tab, links] of Object.entries(expected)) {
      test(`a click on each ${tab} card logs its link and does not navigate`, async ({ page }) => {
        const logged: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'log') logged.push(message.text());
        });
        await page.getByRole('tab', { name: tab }).click();
        const cards = page.getByRole('tabpanel', { name: tab }).getByRole('button');
        await expect(cards).toHaveCount(links.length);
        for (let index = 0; index < links.length; index += 1) await cards.nth(index).click();
        await expect.poll(() => logged).toEqual(links);
        await expect(page).toHaveURL(/\/home#services$/);
      });
    }
  });
});

// The footer's service links (spec: anchors) go to their phase's tab, not only to the section.
test.describe('a link to a phase', () => {
  const footerLink = (page: Page, name: string) =>
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Services' }).getByRole('link', { name });
  async function expectOpen(page: Page, tab: string) {
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
  /** A link followed: its tab is open, and every tab and the panel's heading show (on the tab, the others were above). */
  async function expectLandedOn(page: Page, tab: string) {
    await expectOpen(page, tab);
    for (const name of TABS) await expect(page.getByRole('tab', { name })).toBeInViewport();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toBeInViewport();
  }

  for (const [link, tab] of [
    ['Facility Management', 'Manage'],
    ['Construction Management', 'Build'],
    ['Design & Drawings', 'Design'],
  ] as const) {
    test(`${link}, from another page, opens the ${tab} tab`, async ({ page }) => {
      await page.goto('/products-list');
      await footerLink(page, link).click();
      await expect(page).toHaveURL(/\/home#services-\w+$/);
      await expectLandedOn(page, tab);
    });
  }

  test('on the home page it opens its tab, again after another was chosen, and Back opens the one before', async ({
    page,
  }) => {
    await page.goto('/home');
    // With the keyboard, as a screen reader user would: the next Tab is the tab the link opened.
    // In view first, as for a visitor who tabbed there: the page scrolls smoothly, and an Enter in
    // the same instant as the focus would race the scroll to it.
    await footerLink(page, 'Facility Management').scrollIntoViewIfNeeded();
    await footerLink(page, 'Facility Management').focus();
    await page.keyboard.press('Enter');
    await expectLandedOn(page, 'Manage');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Manage' })).toBeFocused();
    await page.getByRole('tab', { name: 'Build' }).click();
    await expectOpen(page, 'Build');
    // The same link again: the address does not change, the tab does.
    await footerLink(page, 'Facility Management').click();
    await expect(page).toHaveURL(/\/home#services-manage$/);
    await expectLandedOn(page, 'Manage');
    await footerLink(page, 'Design & Drawings').click();
    await expectLandedOn(page, 'Design');
    await page.goBack(); // where the page was left: the footer
    await expect(page).toHaveURL(/\/home#services-manage$/);
    await expectOpen(page, 'Manage');
  });

  test('a link to another section, or a tab chosen, leaves the chosen tab alone', async ({ page }) => {
    await page.goto('/home#services-build');
    await expectLandedOn(page, 'Build');
    await page.getByRole('tab', { name: 'Manage' }).click();
    await footerLink(page, 'Support').click();
    await expect(page).toHaveURL(/\/home#contact$/);
    // Two frames for anything the fragment's change would set off (hashchange comes before them).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('home sections', () => {
  test('has the Why cards, the about blurb and the closing call to action', async ({ page }) => {
    await page.goto('/home');
    const why = page.getByRole('region', { name: 'Building a home should not feel like guesswork' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'End Confusion',
      'Replace WhatsApp & Excel',
      'Seamless Coordination',
      'Complete Visibility',
    ]);
    await expect(page.getByRole('region', { name: 'Architects and engineers who build software' })).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByRole('button', { name: 'Schedule Demo', exact: true })).toBeVisible();
  });
});
