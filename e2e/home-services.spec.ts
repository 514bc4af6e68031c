import { expect, test, type Locator, type Page } from './support/test';

import { aboutBlurb, whyIntro } from '@/content/home';
import { serviceModules, valueCards } from '@/content/services';

import { watchCspViolations } from './support/csp';
import { codeHasCome, networkQuiet } from './support/network';
import { looksOf } from './support/pixels';
import { gotoBeforeTheCode, holdScripts, testFromTheHtml } from './support/scripts';

const TABS = serviceModules.map((module) => module.title);
const linksOf = (title: string) => serviceModules.find((module) => module.title === title)?.services.map((s) => s.link);

const tab = (page: Page, name: string) => page.getByRole('group', { name: 'Phases' }).getByRole('radio', { name });
const panelHeading = (page: Page, name: string) =>
  page.locator('#services').getByRole('heading', { level: 3, name, exact: true });
const label = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Phases' }).locator('label', { hasText: name });
/** What the page logs to the console from now on: a card's click logs its link (spec). */
function watchLogs(page: Page) {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'log' && logged.push(message.text()));
  return logged;
}
/** The tab checked, filled unlike the others (the check draws it, not the focus), and its panel the only one drawn. */
async function expectOpen(page: Page, name: string) {
  await expect(tab(page, name)).toBeChecked();
  const drawnLikeIt = async () => {
    const looks = await looksOf(
      TABS.map((title) => label(page, title)),
      ['background-color', 'color'],
    );
    return looks.filter((look) => look === looks[TABS.indexOf(name)]).length;
  };
  await expect.poll(drawnLikeIt, { message: `${name} is drawn unlike the other tabs` }).toBe(1);
  for (const other of TABS) {
    if (other === name) await expect(panelHeading(page, other)).toBeVisible();
    else await expect(panelHeading(page, other)).toBeHidden();
  }
}

/** The tabs answer from the HTML: a click or an arrow key checks a tab, and its panel shows. */
async function expectTheTabsWork(page: Page) {
  await expect(page.getByRole('group', { name: 'Phases' }).getByRole('radio')).toHaveCount(TABS.length);
  await expectOpen(page, 'Design'); // index 0 (spec)
  await tab(page, 'Manage').click();
  await expectOpen(page, 'Manage');
  await page.keyboard.press('ArrowDown'); // from the last, the first: the group wraps
  await expectOpen(page, 'Design');
  await expect(tab(page, 'Design')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectOpen(page, 'Build');
  await page.keyboard.press('ArrowUp');
  await expectOpen(page, 'Design');
  await page.keyboard.press('ArrowLeft');
  await expectOpen(page, 'Manage');
}

test.describe('service tabs', () => {
  test.describe('answer from the HTML', () => testFromTheHtml('/home#services', expectTheTabsWork));

  test('a tab checked before the page’s code stays checked when it comes, with no CSP violation', async ({ page }) => {
    const violations = watchCspViolations(page);
    // The link asks for Build; the visitor chose Manage first.
    const release = await gotoBeforeTheCode(page, '/home#services-build');
    await tab(page, 'Manage').click();
    const logged = watchLogs(page);
    await page.locator('#services').getByRole('button').filter({ visible: true }).first().click();
    release();
    // The card tapped before the code is logged once it comes: the one the visitor saw, Manage's
    // (a card logs its link by the tabs' form action, which react-dom's inline form replay keeps:
    // the served CSP lets the build's hashed inline scripts run).
    await expect.poll(() => logged).toEqual([linksOf('Manage')?.[0]]);
    await expectOpen(page, 'Manage');
    await expect(page).toHaveURL(/\/home#services-manage$/); // the visitor's tab, as a reload would open it
    expect(violations).toEqual([]);
  });

  test('the first tab chosen again before the page’s code is the visitor’s too: the link does not take over', async ({
    page,
  }) => {
    const release = await gotoBeforeTheCode(page, '/home#services-build');
    await tab(page, 'Manage').click();
    await tab(page, 'Design').click();
    release();
    await expect(page).toHaveURL(/\/home#services-design$/); // the code follows the visitor's tab
    await expectOpen(page, 'Design');
  });

  test('Tab enters the group at the checked tab, and leaves it for that panel', async ({ page }) => {
    await page.goto('/home#services');
    await tab(page, 'Build').click();
    await page.getByRole('heading', { name: 'Everything your home needs, phase by phase' }).click();
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Build')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#services').getByRole('button').filter({ visible: true }).first()).toBeFocused();
  });

  for (const width of [375, 1440]) {
    test(`they stand in a column at ${width}px, the panel ${width < 768 ? 'below' : 'beside'} them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no smooth scroll to #services under the reads
      await page.goto('/home#services');
      const drawn = async (locator: Locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error(`${locator} is not drawn`);
        return box;
      };
      const boxes = await Promise.all(TABS.map((name) => drawn(tab(page, name))));
      expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
      const last = boxes.reduce((lowest, box) => (box.y > lowest.y ? box : lowest));
      const heading = await drawn(panelHeading(page, 'Design'));
      if (width < 768) expect(heading.y).toBeGreaterThan(last.y + last.height);
      else expect(heading.x).toBeGreaterThan(last.x + last.width);
    });
  }

  test("in Windows' forced colours each tab keeps an edge and the checked one is still marked", async ({ page }) => {
    // Forced colours drop the backgrounds, rings and shadows that show them otherwise.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/home#services');
    for (const name of TABS) await expect(label(page, name)).not.toHaveCSS('border-top-width', '0px');
    await expect(label(page, 'Design')).toHaveCSS('text-decoration-line', 'underline');
    await expect(label(page, 'Build')).toHaveCSS('text-decoration-line', 'none');
    await tab(page, 'Build').click();
    await expect(label(page, 'Build')).toHaveCSS('text-decoration-line', 'underline');
    await expect(label(page, 'Design')).toHaveCSS('text-decoration-line', 'none');
  });

  test('the cards of a panel start level: a shorter text does not sink to the middle', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home#services');
    for (const title of TABS) {
      await tab(page, title).click();
      const cards = page.locator('#services').getByRole('button').filter({ visible: true });
      const offsets = await cards.evaluateAll((buttons) =>
        buttons.map((button) => {
          const first = button.firstElementChild;
          if (!first) throw new Error(`an empty card: ${button.outerHTML}`);
          return first.getBoundingClientRect().top - button.getBoundingClientRect().top;
        }),
      );
      expect(new Set(offsets).size, title).toBe(1);
    }
  });

  for (const early of [false, true]) {
    test(`Enter on a tab presses no card${early ? ', before the code either' : ''}`, async ({ page }) => {
      const logged = watchLogs(page);
      const release = early ? await holdScripts(page) : () => {};
      await page.goto('/home#services', { waitUntil: 'domcontentloaded' });
      if (!early) await codeHasCome(page);
      await tab(page, 'Manage').focus();
      await page.keyboard.press('Space');
      await expectOpen(page, 'Manage');
      await page.keyboard.press('Enter');
      release();
      await codeHasCome(page); // a card's log is the code's: a kept submit would run now
      await networkQuiet(page);
      expect(logged).toEqual([]);
      await expectOpen(page, 'Manage');
    });
  }

  for (const title of TABS) {
    test(`a click on each ${title} card logs its link and does not navigate`, async ({ page }) => {
      await page.goto('/home#services');
      const logged = watchLogs(page);
      await tab(page, title).click();
      const cards = page.locator('#services').getByRole('button').filter({ visible: true });
      const links = linksOf(title) ?? [];
      await expect(cards).toHaveCount(links.length);
      for (let index = 0; index < links.length; index += 1) await cards.nth(index).click();
      // Each once. A click made before the page's code is logged when the code comes, which may be
      // after a later click's (react-dom replays the early one once it has hydrated).
      await expect.poll(() => logged.toSorted()).toEqual(links.toSorted());
      await expect(page).toHaveURL(/\/home#services$/);
      await expectOpen(page, title);
    });
  }
});

// The footer's service links (spec: anchors) go to their phase's tab, not only to the section.
test.describe('a link to a phase', () => {
  const footerLink = (page: Page, name: string) =>
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Services' }).getByRole('link', { name });
  const twoFrames = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  /**
   * Follows a footer link on the page it is on as a visitor does: scrolled to, then tapped frames
   * later. (Playwright's click scrolls and clicks in one frame; Chromium may then drop the jump.)
   */
  async function followOnPage(page: Page, name: string) {
    await footerLink(page, name).scrollIntoViewIfNeeded();
    await twoFrames(page);
    await footerLink(page, name).click();
  }
  async function expectLandedOn(page: Page, name: string) {
    await expectOpen(page, name);
    for (const other of TABS) await expect(tab(page, other)).toBeInViewport();
    await expect(panelHeading(page, name)).toBeInViewport();
  }

  test('on the home page it opens its tab, again after another was chosen, and Back opens the one before', async ({
    page,
  }) => {
    await page.goto('/home');
    // With the keyboard, as a screen reader user would: the next Tab is the tab the link opened.
    await footerLink(page, 'Facility Management').scrollIntoViewIfNeeded();
    await footerLink(page, 'Facility Management').focus();
    await page.keyboard.press('Enter');
    await expectLandedOn(page, 'Manage');
    await page.keyboard.press('Tab');
    await expect(tab(page, 'Manage')).toBeFocused();
    await tab(page, 'Build').click();
    await expectOpen(page, 'Build');
    // The same link again: the address followed the tab chosen, so the link changes it back.
    await expect(page).toHaveURL(/\/home#services-build$/);
    await followOnPage(page, 'Facility Management');
    await expect(page).toHaveURL(/\/home#services-manage$/);
    await expectLandedOn(page, 'Manage');
    await followOnPage(page, 'Design & Drawings');
    await expectLandedOn(page, 'Design');
    await page.goBack();
    await expect(page).toHaveURL(/\/home#services-manage$/);
    await expectOpen(page, 'Manage');
  });

  test('a link to another section, or a tab chosen, leaves the chosen tab alone', async ({ page }) => {
    await page.goto('/home#services-build');
    await expectLandedOn(page, 'Build');
    await tab(page, 'Manage').click();
    await footerLink(page, 'Support').click();
    await expect(page).toHaveURL(/\/home#contact$/);
    // Two frames for anything the fragment's change would set off (hashchange comes before them).
    await twoFrames(page);
    await expect(tab(page, 'Manage')).toBeChecked();
  });

  test("a tab chosen then is the address's, so a reload or a copied link opens it", async ({ page }) => {
    await page.goto('/home#services-build');
    await expectLandedOn(page, 'Build');
    await tab(page, 'Manage').click();
    await expect(page).toHaveURL(/\/home#services-manage$/);
    await page.reload();
    await expectLandedOn(page, 'Manage');
    // With no tab in the address, choosing one adds none.
    await page.goto('/home');
    await tab(page, 'Build').click();
    await expectOpen(page, 'Build');
    await codeHasCome(page); // the address is the code's to change
    await expect(page).toHaveURL(/\/home$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('it lands on the tabs, the first one open', async ({ page }) => {
      await page.goto('/products-list');
      await footerLink(page, 'Facility Management').click();
      await expect(page).toHaveURL(/\/home#services-manage$/);
      for (const name of TABS) await expect(tab(page, name)).toBeInViewport();
      await expectOpen(page, 'Design');
    });
  });
});

test.describe('home sections', () => {
  test('has the Why cards, the about blurb and the closing call to action', async ({ page }) => {
    await page.goto('/home');
    const why = page.getByRole('region', { name: whyIntro.title });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(valueCards.map((card) => card.title));
    await expect(page.getByRole('region', { name: aboutBlurb.title })).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByRole('button', { name: 'Schedule Demo', exact: true })).toBeVisible();
  });
});
