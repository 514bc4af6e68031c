import { expect, test, type Locator, type Page } from './support/test';

import { APP_IDS, catalogue } from '@/content/catalogue';
import { confirmationText } from '@/content/demo';
import { navigationText } from '@/content/navigation';
import { allAppsPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';
import { TRIAL_URL } from '@/lib/app-urls';
import { toPickerModules } from '@/lib/view-mode';

import { accessibleNode } from './support/accessibility-tree';
import { expectNoAxeViolations } from './support/axe';
import { expectVisibleFocus, isFocused } from './support/focus';
import { drawnText, looksOf } from './support/pixels';
import { expectDemoOf, fillRequiredFields, submitAndExpectSaved } from './support/demo-form';
import { storedDemoRequests } from './support/firestore';
import { codeHasCome, networkQuiet } from './support/network';
import { bar, card, mode, panel, slideIn } from './support/picker';
import { blockScripts, gotoBeforeTheCode, holdScripts, testFromTheHtml } from './support/scripts';

const MODULES = toPickerModules(catalogue);
const APPS = MODULES.flatMap((module) => module.apps);
const INDIVIDUAL = APPS.filter((app) => app.individual);

const item = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
/** What the visitor sees of a card: the label around its checkbox. */
const face = (page: Page, name: string) => item(page, name).locator('label');
async function pick(page: Page, ...names: string[]) {
  for (const name of names) await card(page, name).check();
}
/** The cards drawn are these, and no other (an individual is not offered the rest). */
async function expectCardsShown(page: Page, shown: typeof APPS) {
  for (const { name } of APPS) {
    if (shown.some((app) => app.name === name)) await expect(card(page, name), name).toBeVisible();
    else await expect(card(page, name), name).toBeHidden();
  }
}
/** The count for screen readers, which the page's code gives. */
const codeStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'App Selected' });
/**
 * The selection's name as Chromium gives it to assistive technology: the code's count and the
 * label (Chromium leaves out the CSS counter that draws the count).
 */
const expectSelectionName = (page: Page, name: string, where: 'panel' | 'slide-in' = 'panel') =>
  expect.poll(async () => (await accessibleNode(page, `#picker-${where}-count`)).name).toBe(name);
const checkMark = (page: Page, name: string) => item(page, name).locator('svg');
// As DECISIONS writes it: the ids comma-joined (plain commas), then the mode.
const trialUrl = (ids: string[], usertype: string) => `${TRIAL_URL}?products=${ids.join(',')}&usertype=${usertype}`;

/**
 * Serves the external trial page, the one thing these tests stand in for; gives the addresses
 * of the tabs opened since.
 */
async function fakeTrialSite(page: Page) {
  await page
    .context()
    .route(`${TRIAL_URL}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Trial</title><h1>Trial</h1>' }),
    );
  const tabs: string[] = [];
  page.context().on('page', (tab) => tabs.push(tab.url()));
  return tabs;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/**
 * What the browser answers by itself, the same whether the page's code has run, cannot load or is
 * off. Only the count screen readers hear is the code's; the count drawn is a CSS counter throughout.
 */
async function expectThePickerWorks(page: Page, code: boolean) {
  // The count drawn (a CSS counter, with or without the code), and the one screen readers hear (the code's).
  const expectCount = async (count: number) => {
    await expect.poll(() => drawnText(page, '#picker-panel-count [aria-hidden]')).toBe(String(count));
    if (code) await expectSelectionName(page, `${count} App Selected`);
  };
  await expect(mode(page, 'Business')).toBeChecked();
  await expectCardsShown(page, APPS);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(MODULES.map((m) => m.heading));
  await expect(panel(page)).toBeHidden(); // nothing picked: no panel, so no Continue to press

  // Picked out of order: the panel lists them in the page's.
  await pick(page, 'Task Management', 'Hub');
  await expect(checkMark(page, 'Hub')).toBeVisible();
  await expect(checkMark(page, 'Vault')).toBeHidden();
  // Both picked cards are tinted alike, unlike one not picked: the pick draws it, not the focus.
  const faces = ['Hub', 'Task Management', 'Vault'].map((name) => face(page, name));
  const tinted = async () => {
    const [hub, tasks, vault] = await looksOf(faces, ['background-color']);
    return hub === tasks && tasks !== vault;
  };
  await expect.poll(tinted).toBe(true);
  await expectCount(2);
  await expect(panel(page).getByRole('listitem')).toHaveText(['Hub', 'Task Management']);
  await card(page, 'Hub').uncheck();
  await expectCount(1);
  await expect(panel(page).getByRole('listitem')).toHaveText(['Task Management']);
  await panel(page).getByRole('button', { name: 'Close and clear selection' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(card(page, 'Task Management')).not.toBeChecked();
  if (code) await expect(mode(page, 'Business')).toBeFocused(); // the code's: the browser drops it

  // An app only Business offers, picked, then Individual: nothing on offer is picked, so no panel.
  await card(page, 'Progress Report').check();
  await expect(panel(page)).toBeVisible();
  await mode(page, 'Individual').check();
  await expect(panel(page)).toBeHidden();
  await expectCardsShown(page, INDIVIDUAL);
  const emptied = MODULES.filter((module) => !module.apps.some((app) => app.individual));
  for (const emptiedModule of emptied)
    await expect(page.getByRole('heading', { name: emptiedModule.heading })).toBeHidden();
  await card(page, 'Vault').check();
  await expect(panel(page).getByRole('listitem')).toHaveText(['Vault']);
}

test.describe('app picker', () => {
  test.describe('answers from the HTML', () => {
    testFromTheHtml(ROUTES.allApps, expectThePickerWorks, { noJavaScript: false });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every card is visible, picking works, and Continue gives way to Register Now', async ({ page }) => {
        await page.goto(ROUTES.allApps);
        const styles = await page
          .locator('main li:has([name=apps])')
          .evaluateAll((items) =>
            items.map((li) => `${getComputedStyle(li).opacity} ${getComputedStyle(li).animationName}`),
          );
        expect(styles).toEqual(Array(APPS.length).fill('1 none'));
        await expectThePickerWorks(page, false);
        await expect(panel(page).getByRole('button', { name: 'Continue' })).toBeHidden();
        // Playwright's text matching skips <noscript>; its contents are elements without JavaScript.
        const note = panel(page).locator('noscript p');
        await expect(note).toContainText(allAppsPage.noScript);
        await expect(note.getByRole('link', { name: /Register Now/ })).toBeVisible();
      });
    });

    test('when its scripts cannot load, Continue gives way to Register Now', async ({ page }) => {
      await blockScripts(page);
      await page.goto(ROUTES.allApps);
      await pick(page, 'Hub');
      await expect(panel(page).getByRole('button', { name: 'Continue' })).toBeHidden();
      const note = panel(page).getByText(allAppsPage.codeFailed);
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: /Register Now/ })).toBeVisible();
    });
  });

  test.describe('before the page’s code', () => {
    test('what the visitor chose is kept when it comes, and the link does not override it', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, `${ROUTES.allApps}?usertype=individual&app=${APP_IDS.vault}`);
      await pick(page, 'Hub', 'Progress Report');
      release();
      // The code's own answer: the count for screen readers.
      await expect(codeStatus(page)).toHaveText('2 App Selected');
      await expect(mode(page, 'Business')).toBeChecked();
      await expect(card(page, 'Hub')).toBeChecked();
      await expect(card(page, 'Progress Report')).toBeChecked();
      await expect(card(page, 'Vault')).not.toBeChecked();
      // The link's choice is not what the page shows: the address lets it go.
      await expect(page).toHaveURL(new RegExp(`${ROUTES.allApps}$`));
    });

    test('a choice undone before the code is the visitor’s too: the link does not take over', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, `${ROUTES.allApps}?usertype=individual&app=${APP_IDS.vault}`);
      await mode(page, 'Individual').check();
      await mode(page, 'Business').check();
      release();
      // The link's choice is not what the page shows: the code lets the address go.
      await expect(page).toHaveURL(new RegExp(`${ROUTES.allApps}$`));
      await expect(mode(page, 'Business')).toBeChecked();
      await expect(card(page, 'Vault')).not.toBeChecked();
    });

    test('a switch to Individual keeps the apps still shown, and clears the others when the code comes', async ({
      page,
    }) => {
      const release = await gotoBeforeTheCode(page, ROUTES.allApps);
      await pick(page, 'Hub', 'Progress Report');
      await mode(page, 'Individual').check();
      await expect(panel(page).getByRole('listitem')).toHaveText(['Hub']);
      release();
      await expect(codeStatus(page)).toHaveText('1 App Selected');
      // Hidden in Individual, so found among the hidden too.
      await expect(page.getByRole('checkbox', { name: 'Progress Report', includeHidden: true })).not.toBeChecked();
      await expect(card(page, 'Hub')).toBeChecked();
    });

    // From the side panel, and at 899 px from the slide-in the bar opens.
    for (const width of [1280, 899])
      test(`Book a demo of these at ${width}px, tapped before the code: the dialog lists the picks once it comes, the booking carries them, a slide-in goes once saved`, async ({
        page,
        email,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        // Landed from a campaign: the tap before the code must not cost the booking its tags.
        const release = await gotoBeforeTheCode(page, `${ROUTES.allApps}?utm_source=newsletter&utm_campaign=monsoon`);
        await pick(page, 'Hub', 'Vault');
        if (width < 900) await bar(page).click();
        const selection = width < 900 ? slideIn(page) : panel(page);
        await selection.getByRole('button', { name: 'Book a demo of these' }).click();
        const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
        await expect(dialog).toBeVisible(); // the browser's answer
        release();
        await expectDemoOf(page, ['Hub', 'Vault']);
        await fillRequiredFields(page, email);
        await submitAndExpectSaved(page, dialog);
        await expect(page.getByRole('region', { name: confirmationText.label })).toBeFocused();
        await expect(slideIn(page)).toBeHidden();
        await expect(dialog).toBeHidden();
        // The button that opened it, though the code came after the tap (at 899px the panel's copy
        // is hidden).
        const [stored] = await storedDemoRequests(email);
        expect(stored?.data.context).toMatchObject({
          apps: [APP_IDS.hub, APP_IDS.vault],
          mode: 'business',
          button: 'apps',
          utmSource: 'newsletter',
          utmCampaign: 'monsoon',
          landingPath: ROUTES.allApps,
        });
      });

    test('a Continue is kept and opens the trial once the code is there', async ({ page }) => {
      const popups = await fakeTrialSite(page);
      const release = await gotoBeforeTheCode(page, ROUTES.allApps);
      await pick(page, 'Hub', 'Vault');
      const opened = page.context().waitForEvent('page');
      await panel(page).getByRole('button', { name: 'Continue' }).dblclick();
      release();
      const popup = await opened;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(trialUrl([APP_IDS.hub, APP_IDS.vault], 'business'));
      // A double tap is one hand-off.
      await expect(codeStatus(page)).toHaveText('2 App Selected');
      await networkQuiet(page);
      expect(popups).toHaveLength(1);
    });
  });

  test.describe('view modes', () => {
    test('?usertype=individual opens in individual mode, &app= with that app picked; a switch to Business clears it, and says so', async ({
      page,
    }) => {
      await page.goto(`${ROUTES.allApps}?usertype=individual&app=${APP_IDS.vault}`);
      await expect(mode(page, 'Individual')).toBeChecked();
      await expect(card(page, 'Vault')).toBeChecked();
      await expectSelectionName(page, '1 App Selected');
      await expectCardsShown(page, INDIVIDUAL);
      await expect(codeStatus(page)).toHaveText('1 App Selected');
      await mode(page, 'Business').check();
      await expect(card(page, 'Vault')).not.toBeChecked();
      await expect(panel(page)).toBeHidden();
      await expect(codeStatus(page)).toHaveText('0 App Selected');
      // The link's choice is no longer what the page shows: the address lets it go, so that a
      // copied link does not open Individual with Vault; a reload keeps the visitor's choice.
      await card(page, 'Task Management').check();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.allApps}$`));
      await page.reload();
      await expect(mode(page, 'Business')).toBeChecked();
      await expect(card(page, 'Task Management')).toBeChecked();
      await expectSelectionName(page, '1 App Selected');

      // Progress Report is not offered to individuals, Site Survey cannot be tried in either mode, an
      // unknown app is no app: nothing is picked. A box ticked wrongly is looked for among the hidden too.
      const ticked = page.getByRole('main').getByRole('checkbox', { checked: true, includeHidden: true });
      const disabled = APPS.find((a) => a.disabled)?.id ?? '';
      for (const [usertype, app] of [
        ['individual', APP_IDS.progressReport],
        ['individual', disabled],
        ['business', disabled],
        ['business', 'no-such-app'],
      ] as const) {
        await page.goto(`${ROUTES.allApps}?usertype=${usertype}&app=${app}`);
        await codeHasCome(page); // else none is ticked only because the code has not read ?app= yet
        await expect(mode(page, usertype === 'business' ? 'Business' : 'Individual')).toBeChecked();
        await expect(ticked).toHaveCount(0);
      }
    });
  });

  test.describe('selecting', () => {
    test('an app picked again after close or a mode switch counts, and the dialog lists it', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      await codeHasCome(page);
      await expect(codeStatus(page)).toHaveCount(0); // the code says nothing before anything is picked
      await card(page, 'Hub').check();
      await panel(page).getByRole('button', { name: 'Close and clear selection' }).click();
      await expect(codeStatus(page)).toHaveText('0 App Selected');
      await card(page, 'Hub').check();
      await expect(codeStatus(page)).toHaveText('1 App Selected');
      await mode(page, 'Individual').check(); // a switch clears the selection, and says so
      await expect(card(page, 'Hub')).not.toBeChecked();
      await expect(panel(page)).toBeHidden();
      await expect(codeStatus(page)).toHaveText('0 App Selected');
      await mode(page, 'Business').check();
      await card(page, 'Hub').check();
      await expect(codeStatus(page)).toHaveText('1 App Selected');
      await panel(page).getByRole('button', { name: 'Book a demo of these' }).click();
      await expectDemoOf(page, ['Hub']);
    });

    // Playwright has no back/forward cache (e2e/back-forward.spec.ts has it on): Back loads the
    // page again, as a browser does once the cache has let it go.
    // Those the mode hides too; not the booking dialog's list of them.
    const checkedCards = (page: Page) =>
      page
        .getByRole('main')
        .getByRole('checkbox', { checked: true, includeHidden: true })
        .and(page.locator(':not(dialog *)'));
    test('Back or Forward finds the apps and the mode chosen on that page; a reload, the last chosen', async ({
      page,
    }) => {
      await page.goto(ROUTES.allApps);
      await mode(page, 'Individual').check();
      await pick(page, 'Hub', 'Vault');
      await expect(codeStatus(page)).toHaveText('2 App Selected'); // the code has seen them
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      // The picker again (a bookmark), where the visitor picks another app.
      await page.goto(ROUTES.allApps);
      await pick(page, 'Task Management');
      await expect(codeStatus(page)).toHaveText('1 App Selected');
      async function expectChosen(chosen: 'Individual' | 'Business', apps: string[]) {
        await codeHasCome(page);
        await expect(mode(page, chosen)).toBeChecked();
        for (const app of apps) await expect(card(page, app)).toBeChecked();
        await expect(checkedCards(page)).toHaveCount(apps.length);
        await expect(codeStatus(page)).toHaveText(`${apps.length} App Selected`);
      }
      await page.goBack();
      await page.goBack();
      await expectChosen('Individual', ['Hub', 'Vault']);
      await page.reload(); // the code gives it the tab's picks: this page's, the last chosen
      await expectChosen('Individual', ['Hub', 'Vault']);
      await page.goForward();
      await page.goForward();
      await expectChosen('Business', ['Task Management']);
      // Reloaded, and a card picked before the code: the visitor's pick, not the tab's picks.
      let release = await holdScripts(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await card(page, 'Hub').check();
      release();
      await expectChosen('Business', ['Hub']);
      // Again, and Individual tapped before the code, the tab's picks being Business's: the switch is the visitor's.
      release = await holdScripts(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await mode(page, 'Individual').check();
      release();
      await codeHasCome(page);
      await expect(mode(page, 'Individual')).toBeChecked();
      await expect(checkedCards(page)).toHaveCount(0);
    });

    test('a pick and a mode are drawn in full in the frame that answers the tap', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      await expect.poll(() => looksOf([item(page, 'Hub')], ['opacity'])).toEqual(['1']); // shown
      // The card's border and tint, and its check mark's circle.
      const looks = () =>
        looksOf([face(page, 'Hub'), checkMark(page, 'Hub').locator('..')], ['background-color', 'border-color']);
      const [before, chosenMode] = [
        await looks(),
        await looksOf([mode(page, 'Business').locator('..')], ['background-color']),
      ];
      // The page's animations held still: a fade on the answer would stay at its start.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await card(page, 'Hub').check();
      expect((await looks()).map((look, i) => look === before[i])).toEqual([false, false]);
      await mode(page, 'Individual').check();
      expect(await looksOf([mode(page, 'Individual').locator('..')], ['background-color'])).toEqual(chosenMode);
    });

    test('Space toggles the focused app; disabled apps refuse the mouse and the keyboard', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      const vault = card(page, 'Vault');
      await vault.focus();
      await page.keyboard.press('Space');
      await expect(vault).toBeChecked();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(vault).not.toBeChecked();
      await expect(panel(page)).toBeHidden(); // the only app let go: no panel, so no Continue

      const enabled = page.getByRole('main').getByRole('checkbox', { disabled: false });
      await expect(enabled).toHaveCount(APPS.filter((app) => !app.disabled).length);
      const survey = card(page, 'Site Survey');
      await expect(survey).toBeDisabled();
      await expect(survey).toHaveAccessibleDescription(/Coming soon/);
      await page.getByRole('main').getByText('Site Survey').click({ force: true });
      await survey.focus();
      await page.keyboard.press('Space');
      await expect(survey).not.toBeFocused();
      await expect(survey).not.toBeChecked();
      await expect(panel(page)).toBeHidden();
    });
  });

  test.describe('continue', () => {
    test('opens the trial in a new tab with the ids and the mode, and cuts the opener; a slow double click opens one', async ({
      page,
    }) => {
      const popups = await fakeTrialSite(page);
      await page.goto(`${ROUTES.allApps}?usertype=individual`);
      await expect(mode(page, 'Individual')).toBeChecked();
      await pick(page, 'Vault', 'Hub');
      const popupOpened = page.waitForEvent('popup');
      const continueButton = panel(page).getByRole('button', {
        name: `Continue ${navigationText.opensInNewTab}`,
        exact: true,
      });
      // A double click as slow as a system's default allows (500 ms): 450 ms apart on the page's
      // clock, held still between them, however long each click takes to arrive.
      const firstClick = Date.now();
      await page.clock.setFixedTime(firstClick);
      await continueButton.click();
      await page.clock.setFixedTime(firstClick + 450);
      await continueButton.click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(trialUrl([APP_IDS.hub, APP_IDS.vault], 'individual'));
      await expect(popup.getByRole('heading', { name: 'Trial' })).toBeVisible();
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(new URL(page.url()).pathname).toBe(ROUTES.allApps);
      await networkQuiet(page);
      expect(popups).toHaveLength(1);
    });

    for (const early of [false, true]) {
      test(`Enter on a card opens no trial${early ? ', before the code either' : ''}: only Continue does`, async ({
        page,
      }) => {
        const popups = await fakeTrialSite(page);
        const release = early ? await holdScripts(page) : () => {};
        await page.goto(ROUTES.allApps, { waitUntil: 'domcontentloaded' });
        if (!early) await codeHasCome(page);
        await card(page, 'Hub').focus();
        await page.keyboard.press('Space');
        await expect(card(page, 'Hub')).toBeChecked();
        await page.keyboard.press('Enter');
        release();
        await codeHasCome(page); // the trial is the code's to open: a kept submit would run now
        await networkQuiet(page);
        expect(popups).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(ROUTES.allApps);
        const popupOpened = page.waitForEvent('popup');
        await panel(page).getByRole('button', { name: 'Continue' }).click();
        expect((await popupOpened).url()).toBe(trialUrl([APP_IDS.hub], 'business'));
      });
    }

    test('with popups blocked, this page goes to the trial instead', async ({ page }) => {
      const popups = await fakeTrialSite(page);
      // A page sandboxed without allow-popups may not open windows: Chromium refuses the popup
      // and window.open returns null, exactly as when a popup blocker steps in.
      await page.route(`**${ROUTES.allApps}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: {
            ...response.headers(),
            'content-security-policy': 'sandbox allow-scripts allow-same-origin allow-forms',
          },
        });
      });
      await page.goto(ROUTES.allApps);
      await pick(page, 'Hub', 'Vault');
      await panel(page).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(trialUrl([APP_IDS.hub, APP_IDS.vault], 'business'));
      await expect(page.getByRole('heading', { name: 'Trial' })).toBeVisible();
      expect(popups).toEqual([]);
    });
  });

  test.describe('at 901px', () => {
    test.use({ viewport: { width: 901, height: 900 } });

    test('the panel sits beside the cards, with no bar', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      await expect(page.getByText('Your selection')).toBeVisible();
      await card(page, 'Hub').check();
      await expect(page.getByText('Your selection')).toBeHidden();
      const panelBox = await boxOf(panel(page));
      const cardBox = await boxOf(page.getByRole('main').getByRole('listitem').first());
      expect(panelBox.x).toBeGreaterThanOrEqual(cardBox.x + cardBox.width);
      await expect(bar(page)).toBeHidden();
    });
  });

  test.describe('at 899px', () => {
    test.use({ viewport: { width: 899, height: 900 } });

    /** Waits, as a visitor, for the slide-in to be in place at the right (not sliding in or out). */
    const slideInInPlace = (page: Page) =>
      expect
        .poll(async () => {
          const box = await slideIn(page).boundingBox();
          return box && Math.round(box.x + box.width);
        })
        .toBe(page.viewportSize()?.width);

    async function openSlideIn(page: Page) {
      await bar(page).click();
      await slideInInPlace(page);
    }

    async function pickTwoAndOpen(page: Page) {
      await page.goto(ROUTES.allApps);
      await pick(page, 'Hub', 'Vault');
      await expect(panel(page)).toBeHidden();
      await openSlideIn(page);
    }

    test('the bar opens a modal slide-in, full height at the right, focus on its count', async ({ page }) => {
      await pickTwoAndOpen(page);
      await expectSelectionName(page, '2 App Selected', 'slide-in');
      await expect(slideIn(page).getByRole('listitem')).toHaveText(['Hub', 'Vault']);
      await expect(slideIn(page).getByRole('heading')).toBeFocused();
      await expect
        .poll(async () => {
          const box = await slideIn(page).boundingBox();
          return box && [Math.round(box.x + box.width), Math.round(box.y), Math.round(box.height)];
        })
        .toEqual([899, 0, 900]);
      // Modal: the page behind takes no focus.
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus:not(dialog, dialog *)')).toHaveCount(0);
      }
    });

    test('Book a demo of these books the picks; once saved, the confirmation shows over the page', async ({
      page,
      email,
    }) => {
      await page.goto(ROUTES.allApps);
      await codeHasCome(page); // the picks go to the booking by the page's code
      await pick(page, 'Hub', 'Vault');
      await bar(page).click();
      await slideIn(page).getByRole('button', { name: 'Book a demo of these' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
      await expectDemoOf(page, ['Hub', 'Vault']);
      await expectNoAxeViolations(page);
      // Cancel goes back to the selection, still open.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(slideIn(page)).toBeVisible();

      await slideIn(page).getByRole('button', { name: 'Book a demo of these' }).click();
      await fillRequiredFields(page, email);
      await dialog.getByRole('checkbox', { name: 'Vault' }).uncheck(); // left out of this booking
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const confirmation = page.getByRole('region', { name: confirmationText.label });
      await expect(confirmation).toBeFocused();
      await expect(slideIn(page)).toBeHidden();
      // Nothing covers it: a tap reaches its Dismiss, and focus goes back to the bar, the selection kept.
      await confirmation.getByRole('button', { name: 'Dismiss' }).click();
      await expect(confirmation).toBeHidden();
      await expect(bar(page)).toBeFocused();
      await expect(card(page, 'Vault')).toBeChecked();
      // The next booking starts afresh: every app picked is offered, ticked.
      await bar(page).click();
      await slideIn(page).getByRole('button', { name: 'Book a demo of these' }).click();
      await expectDemoOf(page, ['Hub', 'Vault']);
    });

    test('Escape, Keep choosing and a tap outside close it and keep the selection', async ({ page }) => {
      await pickTwoAndOpen(page);
      await page.keyboard.press('Escape');
      await expect(slideIn(page)).toBeHidden();
      await expect(bar(page)).toBeFocused();
      await expect(card(page, 'Hub')).toBeChecked();
      await openSlideIn(page);
      await slideIn(page).getByRole('button', { name: 'Keep choosing' }).click();
      await expect(slideIn(page)).toBeHidden();
      await expect(card(page, 'Vault')).toBeChecked();
      // A tap on the dimmed page beside it.
      await openSlideIn(page);
      await page.mouse.click(10, 450);
      await expect(slideIn(page)).toBeHidden();
      await expect(card(page, 'Hub')).toBeChecked();
    });

    // The second tap lands where the bar was: on the dimmed page at 899 px, on Keep choosing at 375.
    for (const width of [899, 375]) {
      test(`on a busy phone, a double tap on the bar at ${width} px opens the slide-in and leaves it open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(ROUTES.allApps);
        await card(page, 'Hub').check();
        await codeHasCome(page); // what the browser cannot tell apart, the code does
        // A busy phone, where the second tap is handled long after it was made (CI's load once
        // did this): 30 times slower.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
        await bar(page).dblclick();
        await slideInInPlace(page);
        await expect(slideIn(page).getByRole('listitem')).toHaveText(['Hub']);
        await expect(card(page, 'Hub')).toBeChecked();
      });
    }

    test('close clears the selection and takes the slide-in and the bar with it', async ({ page }) => {
      await pickTwoAndOpen(page);
      // Closing is the code's: before it, the reset clears the picks and the slide-in stays, at 0
      // (a reset button cannot also be an invoker).
      await codeHasCome(page);
      await slideIn(page).getByRole('button', { name: 'Close and clear selection' }).click();
      await expect(slideIn(page)).toBeHidden();
      await expect(bar(page)).toBeHidden();
      await expect(card(page, 'Hub')).not.toBeChecked();
      await expect(mode(page, 'Business')).toBeFocused();
    });

    test('the bar hides nothing: what Tab reaches stops above it, and the page ends above it', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // each position read where focus left it
      await page.goto(ROUTES.allApps);
      await card(page, 'Hub').check();
      await expect(bar(page)).toBeVisible();
      const barTop = (await boxOf(bar(page).locator('xpath=..'))).y;
      await card(page, 'Vault').focus();
      const footer = page.getByRole('contentinfo');
      const footerLinks = await footer.getByRole('link').count();
      let checked = 0;
      for (let step = 0; checked < footerLinks && step < footerLinks + 10; step += 1) {
        await page.keyboard.press('Tab');
        if (!(await footer.evaluate((element) => element.contains(document.activeElement)))) continue;
        const box = await boxOf(page.locator(':focus'));
        expect(box.y + box.height).toBeLessThanOrEqual(barTop);
        checked += 1;
      }
      expect(checked).toBe(footerLinks);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const last = await boxOf(footer.locator('p').last());
      expect(last.y + last.height).toBeLessThanOrEqual(barTop);
    });
  });

  for (const early of [false, true])
    test(`a slide-in open when the screen widens (a tablet turned${early ? ' before the code came' : ''}) gives way to the side panel, and focus to it`, async ({
      page,
    }) => {
      const release = early ? await holdScripts(page) : () => {};
      await page.setViewportSize({ width: 820, height: 1180 });
      await page.goto(ROUTES.allApps, { waitUntil: early ? 'domcontentloaded' : 'load' });
      if (!early) await codeHasCome(page); // the widening is then the code's listener's to answer
      await card(page, 'Hub').check();
      await bar(page).click();
      await expect(slideIn(page).getByRole('heading')).toBeFocused();
      await page.setViewportSize({ width: 1180, height: 820 });
      release();
      await expect(slideIn(page)).toBeHidden();
      await expect(panel(page).getByRole('heading')).toBeFocused();
      await page.setViewportSize({ width: 820, height: 1180 });
      await expect(bar(page)).toBeVisible();
      await expect(slideIn(page)).toBeHidden();
    });

  test('focus on what a switch at 900px hides, or given back to a button it hid, goes to the selection as now shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.allApps);
    await codeHasCome(page); // focus moved as the layout switches is the code's
    await card(page, 'Hub').check();
    // The window narrowed (or zoomed to 200%) with focus in the side panel: the bar takes it.
    await panel(page).getByRole('button', { name: 'Continue' }).focus();
    await page.setViewportSize({ width: 640, height: 400 });
    await expect(bar(page)).toBeFocused();

    // The booking dialog opened from the slide-in, and the window widened meanwhile: closed, it
    // cannot give focus back to the slide-in's button, and the panel's heading takes it.
    const booking = page.getByRole('dialog', { name: 'Schedule a demo' });
    await page.keyboard.press('Enter');
    await slideIn(page).getByRole('button', { name: 'Book a demo of these' }).press('Enter');
    await expect(booking).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(panel(page).getByRole('heading')).toBeFocused();

    // Opened from the panel, and the window narrowed meanwhile: the bar.
    await panel(page).getByRole('button', { name: 'Book a demo of these' }).press('Enter');
    await expect(booking).toBeVisible();
    await page.setViewportSize({ width: 640, height: 400 });
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(bar(page)).toBeFocused();
  });

  test.describe('motion', () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    const items = (page: Page) => page.locator('main li:has([name=apps])');
    const opacities = (page: Page) => items(page).evaluateAll((all) => all.map((li) => getComputedStyle(li).opacity));
    /** Each delay later than the one before: one card after another. */
    const inPageOrder = (delays: (number | undefined)[]) =>
      delays.every((delay, index) => index === 0 || (delay ?? NaN) > (delays[index - 1] ?? NaN));

    test('the first screen fades in with the first paint, one stagger apart in page order; the rest as it scrolls in', async ({
      page,
    }) => {
      await blockScripts(page); // the first paint's fade-in needs no code
      await page.goto(ROUTES.allApps);
      const delays = await items(page).evaluateAll((all) => all.map((li) => getComputedStyle(li).animationDelay));
      expect(delays).toHaveLength(APPS.length);
      expect(inPageOrder(delays.map(parseFloat))).toBe(true);
      await expect.poll(async () => (await opacities(page)).slice(0, 4)).toEqual(['1', '1', '1', '1']);
    });

    test('once the code runs, cards out of sight wait, and fade in as they come into view', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      const last = items(page).last();
      await codeHasCome(page);
      // Hidden by the code (the first paint's fade-in, in CSS, would have shown it by now).
      await expect(last).toHaveCSS('opacity', '0');
      // The page's animations held still: the cards of a module that come into view together each
      // wait their turn, one stagger apart in page order (spec section 9).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      await last.evaluate((li) => li.scrollIntoView({ behavior: 'instant' })); // one jump
      const delays = () =>
        page.locator('main ul:has([name=apps])').evaluateAll((lists) =>
          lists
            .map((list) =>
              [...list.querySelectorAll('li')].flatMap((li) =>
                li
                  .getAnimations()
                  .filter((animation) => !(animation instanceof CSSAnimation)) // not the first paint's
                  .map((animation) => animation.effect?.getTiming().delay),
              ),
            )
            .filter((group) => group.length > 0),
        );
      await expect.poll(async () => Math.max(0, ...(await delays()).map((group) => group.length))).toBeGreaterThan(1);
      for (const group of await delays()) expect(inPageOrder(group)).toBe(true);
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await expect(last).toHaveCSS('opacity', '1');
      // And again after a mode change.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await mode(page, 'Individual').check();
      await mode(page, 'Business').check();
      await expect(last).toHaveCSS('opacity', '0');
      await expect.poll(async () => (await opacities(page)).slice(0, 3)).toEqual(['1', '1', '1']);
    });

    test('printed (or saved as a PDF), every card shows, those waiting to fade in too', async ({ page }) => {
      await page.goto(ROUTES.allApps);
      await expect(items(page).last()).toHaveCSS('opacity', '0'); // waiting, out of sight
      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => opacities(page)).toEqual(APPS.map(() => '1'));
    });

    test('a mode chosen before the code came is adopted without fading out the cards on screen', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, ROUTES.allApps);
      await mode(page, 'Individual').check();
      await expect(card(page, 'Hub')).toBeInViewport();
      // The cards wholly on the first screen: once the first paint's fade-in is over, the page's
      // animations are held still. A fade the code started would stay at its start, unseen.
      const onScreen = () =>
        items(page).evaluateAll((all) =>
          all
            .filter((li) => li.getClientRects().length > 0 && li.getBoundingClientRect().bottom <= window.innerHeight)
            .map((li) => `${li.textContent}: ${getComputedStyle(li).opacity}`),
        );
      const shown = (cards: string[]) => cards.length > 0 && cards.every((card) => card.endsWith(': 1'));
      await expect.poll(async () => shown(await onScreen())).toBe(true);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
      release();
      await codeHasCome(page);
      const cards = await onScreen();
      expect(shown(cards), cards.join('\n')).toBe(true);
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('every card is visible at once, also after a mode change', async ({ page }) => {
        await page.goto(ROUTES.allApps);
        await card(page, 'Hub').check();
        await expect(codeStatus(page)).toHaveText('1 App Selected'); // the code has run
        expect(await opacities(page)).toEqual(Array(APPS.length).fill('1'));
        await mode(page, 'Individual').check();
        await mode(page, 'Business').check();
        expect(await opacities(page)).toEqual(Array(APPS.length).fill('1'));
      });
    });
  });

  test.describe('accessibility', () => {
    for (const width of [1440, 375]) {
      test(`no axe violations with the selection open at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(ROUTES.allApps);
        await pick(page, 'Hub', 'Task Management');
        if (width <= 900) {
          await bar(page).click();
          await expect(slideIn(page)).toBeVisible();
        } else {
          await expect(panel(page)).toBeVisible();
        }
        // At rest: a card caught mid-fade has, for that moment, faded text (and a fade-in may start
        // a frame later, which the axe helper's wait would not see).
        await page.waitForFunction(() => document.getAnimations().length === 0);
        await expectNoAxeViolations(page);
      });
    }

    // 200% zoom: a 1280 × 640 window (or a phone held sideways), and a 1920 × 940 one.
    const FOUR = APPS.filter((app) => !app.disabled)
      .slice(0, 4)
      .map((app) => app.name);

    test('at 200% zoom in a short window, the slide-in shows every app picked and its buttons', async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 320 });
      await page.goto(ROUTES.allApps);
      await pick(page, ...FOUR);
      await bar(page).click();
      const shown = [...(await slideIn(page).getByRole('listitem').all()), slideIn(page).getByRole('button').last()];
      for (const item of shown) {
        await item.scrollIntoViewIfNeeded();
        await expect(item).toBeInViewport({ ratio: 1 });
      }
    });

    test('at 200% zoom on a laptop, the panel reaches Continue with the cards left where they were', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 960, height: 470 });
      await page.goto(ROUTES.allApps);
      await pick(page, ...FOUR);
      const looking = card(page, APPS[Math.floor(APPS.length / 2)]?.name ?? '');
      await looking.scrollIntoViewIfNeeded();
      await expect(looking).toBeInViewport();
      const cont = panel(page).getByRole('button', { name: 'Continue' });
      await cont.scrollIntoViewIfNeeded();
      await expect(cont).toBeInViewport({ ratio: 1 });
      await expect(looking).toBeInViewport();
    });

    test("in Windows' forced colours a picked card and the slide-in stand out", async ({ page }) => {
      // Forced colours drop the tint, the ring and the filled circle that show a pick otherwise.
      await page.emulateMedia({ forcedColors: 'active' });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(ROUTES.allApps);
      const frame = (name: string) => card(page, name).locator('..'); // the label that is the card
      const mark = (name: string) => frame(name).locator('svg').locator('..');
      await card(page, 'Hub').check();
      const width = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).borderTopWidth);
      expect(parseFloat(await width(frame('Hub')))).toBeGreaterThan(parseFloat(await width(frame('Vault'))));
      for (const name of ['Hub', 'Vault']) await expect(mark(name)).not.toHaveCSS('border-top-width', '0px');
      await expect(mark('Hub').locator('svg')).toBeVisible();
      await expect(mark('Vault').locator('svg')).toBeHidden();
      await bar(page).click();
      await expect(slideIn(page)).not.toHaveCSS('border-left-width', '0px');
    });

    test('with the keyboard alone: two apps and Continue, focus visible all the way', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await fakeTrialSite(page);
      await page.goto(ROUTES.allApps);
      async function tabTo(target: Locator) {
        for (let step = 0; step < 40; step += 1) {
          await page.keyboard.press('Tab');
          await expectVisibleFocus(page);
          if (await isFocused(target)) return;
        }
        throw new Error('Tab never reached the target');
      }
      await tabTo(card(page, 'Hub'));
      await page.keyboard.press('Space');
      await tabTo(card(page, 'Task Management'));
      await page.keyboard.press('Space');
      await expect(panel(page).getByRole('listitem')).toHaveText(['Hub', 'Task Management']);
      await tabTo(panel(page).getByRole('button', { name: 'Continue' }));
      const popupOpened = page.waitForEvent('popup');
      await page.keyboard.press('Enter');
      expect((await popupOpened).url()).toBe(trialUrl([APP_IDS.hub, APP_IDS.taskManagement], 'business'));
    });
  });
});
