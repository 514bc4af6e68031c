import { expect, test, type Locator, type Page } from './support/test';

import { APP_IDS } from '@/content/catalogue';
import { ROUTES } from '@/content/routes.mjs';
import { TRIAL_URL } from '@/lib/app-urls';

import { expectNoAxeViolations } from './support/axe';
import { expectVisibleFocus } from './support/focus';

const MODULES = ['Design & Drawings', 'Construction Management', 'Facility Management'];
const BUSINESS_APPS = [
  'Hub',
  'Elevation Studio',
  'Site Survey',
  'Drawing Register',
  'Progress Report',
  'Task Management',
  'Budget & BOQ',
  'Bills & Payments',
  'Approvals',
  'Vault',
  'Owners Association',
  'Residents Desk',
  'Amenities Booking',
];
const ENABLED_APPS = ['Hub', 'Progress Report', 'Task Management', 'Vault'];

async function openPicker(page: Page, path: string = ROUTES.allApps) {
  await page.goto(path);
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('button');
const card = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const modeButton = (page: Page, name: 'Business' | 'Individual') =>
  page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name });
const panel = (page: Page) => page.getByRole('region', { name: /App Selected$/ });

/** The cards' accessible names, in order. */
async function expectNames(locator: Locator, names: string[]) {
  await expect(locator).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(locator.nth(index)).toHaveAccessibleName(name);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/** Serves the external trial page, the one thing these tests stand in for. */
async function fakeTrialSite(page: Page) {
  await page
    .context()
    .route(`${TRIAL_URL}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Trial</title><h1>Trial</h1>' }),
    );
}

test.describe('app picker', () => {
  test.describe('view modes', () => {
    test('opens in business mode with every app in three modules', async ({ page }) => {
      await openPicker(page);
      await expect(modeButton(page, 'Business')).toHaveAttribute('aria-pressed', 'true');
      await expect(modeButton(page, 'Individual')).toHaveAttribute('aria-pressed', 'false');
      await expect(cards(page)).toHaveCount(13);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(MODULES);
    });

    test('individual shows only Hub and Vault and hides the emptied module', async ({ page }) => {
      await openPicker(page);
      await modeButton(page, 'Individual').click();
      await expect(modeButton(page, 'Individual')).toHaveAttribute('aria-pressed', 'true');
      await expect(modeButton(page, 'Business')).toHaveAttribute('aria-pressed', 'false');
      await expect(cards(page)).toHaveCount(2);
      await expectNames(cards(page), ['Hub', 'Vault']);
      await expect(page.getByRole('heading', { name: 'Construction Management' })).toHaveCount(0);

      await modeButton(page, 'Business').click();
      await expect(cards(page)).toHaveCount(13);
    });

    test('?usertype=individual opens in individual mode', async ({ page }) => {
      await openPicker(page, '/all-apps?usertype=individual');
      await expect(modeButton(page, 'Individual')).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(2);
      await expect(panel(page)).toHaveCount(0);
    });

    test('&app= selects that app on arrival, when the mode offers it', async ({ page }) => {
      await openPicker(page, `/all-apps?usertype=individual&app=${APP_IDS.vault}`);
      await expect(card(page, 'Vault')).toHaveAttribute('aria-pressed', 'true');
      await expect(panel(page)).toHaveAccessibleName('1 App Selected');
      // A second app is added to it, and switching mode still starts over.
      await card(page, 'Hub').click();
      await expect(panel(page).getByRole('listitem')).toHaveText(['Vault', 'Hub']);
      await modeButton(page, 'Business').click();
      await expect(panel(page)).toHaveCount(0);

      // Progress Report is not offered to individuals: nothing is selected.
      await openPicker(page, `/all-apps?usertype=individual&app=${APP_IDS.progressReport}`);
      await expect(cards(page)).toHaveCount(2);
      await expect(cards(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
    });

    test('switching mode clears the selection', async ({ page }) => {
      await openPicker(page);
      await card(page, 'Hub').click();
      await expect(panel(page)).toBeVisible();
      await modeButton(page, 'Individual').click();
      await expect(panel(page)).toHaveCount(0);
      await expect(card(page, 'Hub')).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the static page lists every business app, all visible', async ({ page }) => {
      await page.goto('/all-apps');
      await expect(cards(page)).toHaveCount(13);
      for (const name of BUSINESS_APPS) await expect(card(page, name)).toBeVisible();
      const styles = await page
        .locator('main li')
        .evaluateAll((items) =>
          items.map((li) => `${getComputedStyle(li).opacity} ${getComputedStyle(li).animationName}`),
        );
      expect(styles).toEqual(Array(13).fill('1 none'));
    });
  });

  test.describe('selecting', () => {
    test('a click selects an app with a check mark, a second click deselects it', async ({ page }) => {
      await openPicker(page);
      const hub = card(page, 'Hub');
      await hub.click();
      await expect(hub).toHaveAttribute('aria-pressed', 'true');
      const checkMark = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Hub', exact: true }) })
        .locator('svg');
      await expect(checkMark).toBeVisible();
      await expect(panel(page)).toContainText('1 App Selected');
      await hub.click();
      await expect(hub).toHaveAttribute('aria-pressed', 'false');
      await expect(checkMark).toHaveCount(0);
      await expect(panel(page)).toHaveCount(0);
    });

    test('Enter and Space toggle the focused app', async ({ page }) => {
      await openPicker(page);
      const vault = card(page, 'Vault');
      await vault.focus();
      await page.keyboard.press('Enter');
      await expect(vault).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Space');
      await expect(vault).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Space');
      await expect(vault).toHaveAttribute('aria-pressed', 'true');
    });

    test('disabled apps refuse the mouse, the keyboard and scripts', async ({ page }) => {
      await openPicker(page);
      const enabled = cards(page).and(page.locator(':enabled'));
      await expectNames(enabled, ENABLED_APPS);
      const survey = card(page, 'Site Survey');
      await expect(survey).toBeDisabled();
      await expect(survey).toHaveAccessibleDescription(/Coming soon/);

      await survey.click({ force: true });
      await survey.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await survey.evaluate((button: HTMLButtonElement) => {
        button.click();
        button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });

      await expect(survey).not.toBeFocused();
      await expect(survey).toHaveAttribute('aria-pressed', 'false');
      await expect(panel(page)).toHaveCount(0);
      // Those may have come before the page's code: a tap after them is answered only after
      // anything kept before it, so once Hub is selected, Site Survey has had its every chance.
      await card(page, 'Hub').click();
      await expect(panel(page).getByRole('listitem')).toHaveText(['Hub']);
      await expect(survey).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test.describe('selection panel', () => {
    test('shows the count, the apps in the order chosen, and close clears the selection', async ({ page }) => {
      await openPicker(page);
      await expect(panel(page)).toHaveCount(0);
      await card(page, 'Task Management').click();
      await card(page, 'Hub').click();

      await expect(panel(page)).toHaveAccessibleName('2 App Selected');
      await expect(panel(page).getByRole('heading')).toHaveText('2 App Selected');
      await expect(panel(page).getByRole('listitem')).toHaveText(['Task Management', 'Hub']);

      await panel(page).getByRole('button', { name: 'Close and clear selection' }).click();
      await expect(panel(page)).toHaveCount(0);
      await expect(cards(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
      await expect(modeButton(page, 'Business')).toBeFocused();
    });
  });

  test.describe('continue', () => {
    test('opens the trial in a new tab with the ids in selection order and the mode', async ({ page }) => {
      await fakeTrialSite(page);
      await openPicker(page, '/all-apps?usertype=individual');
      await card(page, 'Vault').click();
      await card(page, 'Hub').click();

      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue' }).click();
      const popup = await popupOpened;
      await popup.waitForLoadState();

      expect(popup.url()).toBe(`${TRIAL_URL}?products=${APP_IDS.vault}%2C${APP_IDS.hub}&usertype=individual`);
      await expect(popup.getByRole('heading', { name: 'Trial' })).toBeVisible();
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/all-apps');
    });

    test('with nothing selected there is no Continue and nothing opens', async ({ page }) => {
      await openPicker(page);
      const popups: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
      await card(page, 'Hub').click();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      await card(page, 'Hub').click();
      await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
      expect(popups).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/all-apps');
    });
  });

  test.describe('continue with popups blocked', () => {
    test('the current page goes to the trial instead', async ({ page }) => {
      await fakeTrialSite(page);
      // A page sandboxed without allow-popups may not open windows: Chromium refuses the popup
      // and window.open returns null, exactly as when a popup blocker steps in.
      await page.route('**/all-apps', async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': 'sandbox allow-scripts allow-same-origin' },
        });
      });
      const popups: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));
      await openPicker(page);
      await card(page, 'Hub').click();
      await card(page, 'Vault').click();
      await page.getByRole('button', { name: 'Continue' }).click();

      const expected = `${TRIAL_URL}?products=${APP_IDS.hub}%2C${APP_IDS.vault}&usertype=business`;
      await page.waitForURL(expected);
      await expect(page.getByRole('heading', { name: 'Trial' })).toBeVisible();
      expect(popups).toEqual([]);
    });
  });

  test.describe('at 901px', () => {
    test.use({ viewport: { width: 901, height: 900 } });

    test('the panel sits beside the cards, with no bar and no slide-in', async ({ page }) => {
      await openPicker(page);
      await card(page, 'Hub').click();
      await expect(panel(page)).toBeVisible();
      const panelBox = await panel(page).boundingBox();
      const cardBox = await card(page, 'Hub').boundingBox();
      expect(panelBox && cardBox && panelBox.x >= cardBox.x + cardBox.width).toBe(true);
      await expect(page.getByRole('button', { name: /App Selected/ })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('at 899px', () => {
    test.use({ viewport: { width: 899, height: 900 } });

    async function selectTwoAndOpen(page: Page): Promise<{ bar: Locator; dialog: Locator }> {
      await openPicker(page);
      await card(page, 'Hub').click();
      await card(page, 'Vault').click();
      await expect(panel(page)).toHaveCount(0);
      const bar = page.getByRole('button', { name: '2 App Selected Review' });
      await bar.click();
      const dialog = page.getByRole('dialog', { name: '2 App Selected' });
      await expect(dialog).toBeVisible();
      return { bar, dialog };
    }

    test('the panel is a full-height slide-in from the right that keeps focus inside', async ({ page }) => {
      const { dialog } = await selectTwoAndOpen(page);
      await expect(dialog.getByRole('listitem')).toHaveText(['Hub', 'Vault']);
      await expect(dialog.getByRole('heading')).toBeFocused();
      // Settled at the right edge, top to bottom.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box && [Math.round(box.x + box.width), Math.round(box.y), Math.round(box.height)];
        })
        .toEqual([899, 0, 900]);

      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
    });

    test('Escape closes it, keeps the selection, and the bar reopens it', async ({ page }) => {
      const { bar, dialog } = await selectTwoAndOpen(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(bar).toBeFocused();
      await expect(card(page, 'Hub')).toHaveAttribute('aria-pressed', 'true');
      await expect(card(page, 'Vault')).toHaveAttribute('aria-pressed', 'true');

      await bar.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Keep choosing' }).click();
      await expect(dialog).toBeHidden();
      await expect(bar).toBeVisible();
    });

    test('the bar hides nothing: what Tab reaches stops above it, and the page ends above it', async ({ page }) => {
      // Scrolling at once, so that each position is read where focus left it, not mid-glide.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPicker(page);
      await card(page, 'Hub').click();
      const bar = page.getByRole('button', { name: '1 App Selected Review' });
      await expect(bar).toBeVisible();
      const barTop = (await boxOf(bar.locator('xpath=..'))).y; // the strip the button sits in
      // Tab on from the last enabled card (the disabled ones take no focus) through every one of
      // the footer's links: each is drawn above the bar.
      await card(page, ENABLED_APPS[ENABLED_APPS.length - 1] ?? '').focus();
      const footer = page.getByRole('contentinfo');
      const footerLinks = await footer.getByRole('link').count();
      let checked = 0;
      for (let step = 0; checked < footerLinks && step < footerLinks + 10; step += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if (!(await footer.evaluate((element) => element.contains(document.activeElement)))) continue;
        const box = await boxOf(focused);
        expect(box.y + box.height, (await focused.textContent()) ?? undefined).toBeLessThanOrEqual(barTop);
        checked += 1;
      }
      expect(checked).toBe(footerLinks);
      // Scrolled to the end, the footer's last line is above the bar.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const last = footer.locator('p').last();
      const box = await boxOf(last);
      expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    });

    test('close clears the selection and removes the bar', async ({ page }) => {
      const { bar, dialog } = await selectTwoAndOpen(page);
      await dialog.getByRole('button', { name: 'Close and clear selection' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(bar).toHaveCount(0);
      await expect(card(page, 'Hub')).toHaveAttribute('aria-pressed', 'false');
      await expect(modeButton(page, 'Business')).toBeFocused();
    });
  });

  test('a slide-in open when the screen widens (a tablet turned) gives way to the side panel, and focus to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await openPicker(page);
    await card(page, 'Hub').click();
    const bar = page.getByRole('button', { name: '1 App Selected Review' });
    await bar.click();
    const dialog = page.getByRole('dialog', { name: '1 App Selected' });
    await expect(dialog.getByRole('heading')).toBeFocused();

    await page.setViewportSize({ width: 1180, height: 820 });
    await expect(dialog).toHaveCount(0);
    await expect(panel(page).getByRole('heading')).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // Narrow again, the slide-in stays shut until the bar opens it.
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('motion', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    type Reveal = { name: string; delay: number };
    /**
     * Notes every animation the page starts: the first paint's CSS fade-ins as they start (after
     * their delay), and the script's animate() calls (the browser's own animate() still runs).
     */
    async function recordAnimations(page: Page) {
      await page.addInitScript(() => {
        const log = { css: [] as string[], script: [] as { name: string; delay: number }[] };
        Object.assign(window, { revealLog: log });
        const name = (element: Element) => element.querySelector('button')?.textContent ?? '';
        document.addEventListener('animationstart', (event) => {
          if (event.animationName === 'reveal' && event.target instanceof Element) log.css.push(name(event.target));
        });
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (keyframes, options) {
          const delay = typeof options === 'object' ? Number(options.delay ?? 0) : 0;
          log.script.push({ name: name(this), delay });
          return animate.call(this, keyframes, options);
        };
      });
      type Log = { revealLog: { css: string[]; script: Reveal[] } };
      return {
        css: () => page.evaluate(() => (window as unknown as Log).revealLog.css.slice()),
        take: () => page.evaluate(() => (window as unknown as Log).revealLog.script.splice(0)),
      };
    }
    const items = (page: Page) => page.getByRole('main').getByRole('listitem');
    const opacities = (page: Page) =>
      items(page).evaluateAll((elements) => elements.map((li) => getComputedStyle(li).opacity));
    /** The cards at least 20% on screen, by name, in page order. */
    const onScreen = (page: Page) =>
      items(page).evaluateAll((elements) =>
        elements
          .filter((li) => {
            const box = li.getBoundingClientRect();
            return (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / box.height >= 0.2;
          })
          .map((li) => li.querySelector('button')?.textContent ?? ''),
      );
    const computed = (page: Page, name: string) =>
      items(page)
        .filter({ has: page.getByRole('button', { name, exact: true }) })
        .evaluate((li) => ({ name: getComputedStyle(li).animationName, delay: getComputedStyle(li).animationDelay }));

    test('the first screen fades in with the first paint, in order, 0.15 s apart; the rest as it scrolls into view', async ({
      page,
    }) => {
      const animations = await recordAnimations(page);
      await openPicker(page);
      const first = ['Hub', 'Elevation Studio', 'Site Survey', 'Drawing Register'];
      expect(await onScreen(page)).toEqual(first);
      // The cards out of sight wait for the visitor, hidden by the picker's code once it runs.
      const last = items(page).last();
      await expect(last).toHaveAttribute('style', /opacity: 0/);
      await expect(last).toHaveCSS('opacity', '0');

      // The cards on the first screen fade in from the first paint, before any script: in page
      // order, each 150 ms after the one before, and the code neither hides nor animates them.
      for (const [index, name] of first.entries()) {
        expect(await computed(page, name)).toEqual({ name: 'reveal', delay: `${(index * 150) / 1000}s` });
      }
      await expect.poll(async () => (await animations.css()).filter((name) => first.includes(name))).toEqual(first);
      await expect.poll(async () => (await opacities(page)).slice(0, 4)).toEqual(['1', '1', '1', '1']);
      expect(await animations.take()).toEqual([]);

      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveCSS('opacity', '1');
      expect((await animations.take()).map((reveal) => reveal.name)).toContain('Amenities Booking');
      expect(await computed(page, 'Amenities Booking')).toMatchObject({ name: 'none' });
    });

    test('after a mode change every card fades in again, 0.15 s apart, as it comes into view', async ({ page }) => {
      const animations = await recordAnimations(page);
      await openPicker(page);
      const last = items(page).last();
      await expect(last).toHaveAttribute('style', /opacity: 0/);

      await modeButton(page, 'Individual').click();
      await expect(items(page)).toHaveCount(2);
      // Hub is on screen, Vault below it: each fades in as it comes into view.
      let seen: Reveal[] = [];
      await expect
        .poll(async () => (seen = [...seen, ...(await animations.take())]))
        .toEqual([{ name: 'Hub', delay: 0 }]);
      await items(page).last().scrollIntoViewIfNeeded();
      await expect.poll(() => animations.take()).toEqual([{ name: 'Vault', delay: 0 }]);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      await modeButton(page, 'Business').click();
      await expect(items(page)).toHaveCount(13);
      let batch: Reveal[] = [];
      await expect.poll(async () => (batch = await animations.take()).length).toBeGreaterThan(0);
      // The cards on screen fade in again together, each 150 ms after the one before, in page order.
      expect(batch.map((reveal) => reveal.name)).toEqual(await onScreen(page));
      expect(batch.map((reveal) => reveal.delay)).toEqual(batch.map((_, index) => index * 150));
      await expect(last).toHaveCSS('opacity', '0');
      await expect.poll(async () => (await opacities(page)).slice(0, 3)).toEqual(['1', '1', '1']);
      // Only the script animates them now: the first paint's fade-in is over for good.
      expect(await computed(page, 'Hub')).toMatchObject({ name: 'none' });
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('every card is visible at once, also after a mode change', async ({ page }) => {
        const animations = await recordAnimations(page);
        await openPicker(page);
        expect(await opacities(page)).toEqual(Array(13).fill('1'));
        expect(await computed(page, 'Hub')).toMatchObject({ name: 'none' });
        await modeButton(page, 'Individual').click();
        await expect(items(page)).toHaveCount(2);
        expect(await opacities(page)).toEqual(['1', '1']);
        await items(page).last().scrollIntoViewIfNeeded();
        expect(await animations.take()).toEqual([]);
        expect(await animations.css()).toEqual([]);
      });
    });
  });

  test.describe('accessibility', () => {
    for (const width of [1440, 375]) {
      test(`no axe violations with the panel open at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPicker(page);
        await card(page, 'Hub').click();
        await card(page, 'Task Management').click();
        if (width <= 900) {
          await page.getByRole('button', { name: /App Selected/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        } else {
          await expect(panel(page)).toBeVisible();
        }
        // Check the page at rest: a card caught mid-fade has, for that moment, faded text.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe('keyboard only', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    /** Tabs forward to `target`, checking that every element on the way shows a focus indicator. */
    async function tabTo(page: Page, target: Locator) {
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        await expectVisibleFocus(page);
        if (await target.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error('Tab never reached the target');
    }

    test('selects two apps and continues with visible focus all the way', async ({ page }) => {
      await fakeTrialSite(page);
      await openPicker(page);
      await tabTo(page, card(page, 'Hub'));
      await page.keyboard.press('Space');
      await tabTo(page, card(page, 'Task Management'));
      await page.keyboard.press('Enter');
      await expect(panel(page).getByRole('listitem')).toHaveText(['Hub', 'Task Management']);

      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      const popupOpened = page.waitForEvent('popup');
      await page.keyboard.press('Enter');
      const popup = await popupOpened;
      expect(popup.url()).toBe(`${TRIAL_URL}?products=${APP_IDS.hub}%2C${APP_IDS.taskManagement}&usertype=business`);
    });
  });
});
