import { expect, test, type Locator, type Page } from './support/test';

import { APP_IDS } from '../content/catalogue';
import { EARLY_INPUT } from '../lib/early-input-script.mjs';
import { DEFERRED_SCRIPTS_ID } from '../scripts/lib/defer-scripts.mjs';
import { PHONE, throttleLikeAPhone } from '../scripts/lib/mobile-profile.mjs';
import { uniquePhone } from './support/demo-form';

// Taps that come before the page's code has run are kept and replayed (lib/early-input-script.mjs,
// docs/site.md). Two ways in:
// - in the mobile profile the benchmark taps in (scripts/lib/mobile-profile.mjs: a phone's screen,
//   touch, a slow network and a 4x slower CPU), each island is tapped the moment it is drawn, and its effect is expected;
// - with the page's scripts held back until the test lets them go, so that the tap certainly
//   comes first: the tap is kept, then replayed once the code has run.

/** Holds every script of the page back until `release` is called. */
async function holdScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/*.js', (route) =>
    holding ? held.push(() => route.continue()) : route.continue(),
  );
  return {
    /** How many script requests are waiting. */
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((go) => go()));
    },
  };
}

/**
 * Holds the page's animation frames (a busy phone's late frame) until `release`: each callback asked
 * for meanwhile runs in the first frame after it. Only the page's own world: Playwright's checks run in
 * a world of their own.
 */
async function holdFrames(page: Page) {
  await page.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    const request = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => held.push(callback);
    (window as unknown as { __releaseFrames: () => Promise<void> }).__releaseFrames = () => {
      window.requestAnimationFrame = request;
      return new Promise((resolve) =>
        request((time) => {
          held.splice(0).forEach((callback) => callback(time));
          // The timeouts those callbacks asked for (the dialog turning modal) have run too.
          setTimeout(resolve, 50);
        }),
      );
    };
  });
  return {
    release: () =>
      page.evaluate(() => (window as unknown as { __releaseFrames: () => Promise<void> }).__releaseFrames()),
  };
}

/** How many clicks the early-input script is keeping for the code. */
function keptClicks(page: Page) {
  return page.evaluate((name) => {
    const early = (window as unknown as Record<string, { queue: unknown[] } | undefined>)[name];
    return early ? early.queue.length : -1;
  }, EARLY_INPUT);
}

const demoDialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule a demo' });
const fullName = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Full Name' });

/** Holds the scripts back, then taps Schedule a Demo on the home page: the dialog before any code. */
async function openDialogBeforeCode(page: Page) {
  const scripts = await holdScripts(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Schedule a Demo', exact: true }).click();
  return { scripts, dialog: demoDialog(page) };
}

test.describe('taps before the code has loaded', () => {
  test.describe('on a phone, tapped as soon as drawn', () => {
    test.use(PHONE);

    test.beforeEach(async ({ page }) => {
      await throttleLikeAPhone(await page.context().newCDPSession(page));
    });

    test('the Manage tab', async ({ page }) => {
      await page.goto('/home#services', { waitUntil: 'commit' });
      await page.getByRole('tab', { name: 'Manage' }).tap();
      await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Manage' })).toBeVisible();
    });

    for (const button of ['Schedule a Demo', 'Schedule Demo']) {
      test(`${button}: the dialog shows at once, then its form`, async ({ page }) => {
        await page.goto('/home', { waitUntil: 'commit' });
        await page.getByRole('button', { name: button, exact: true }).tap();
        const dialog = demoDialog(page);
        await expect(dialog).toBeVisible();
        await expect(fullName(dialog)).toBeVisible();
        await fullName(dialog).fill('Asha Rao');
        await expect(fullName(dialog)).toHaveValue('Asha Rao');
      });
    }

    test('an app card', async ({ page }) => {
      await page.goto('/all-apps', { waitUntil: 'commit' });
      const hub = page.getByRole('main').getByRole('button', { name: 'Hub', exact: true });
      await hub.tap();
      await expect(hub).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: /1 App Selected/ })).toBeVisible();
    });

    test("the picker's mode toggle", async ({ page }) => {
      await page.goto('/all-apps', { waitUntil: 'commit' });
      const individual = page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name: 'Individual' });
      await individual.tap();
      await expect(individual).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('button', { name: 'Task Management', exact: true })).toHaveCount(0);
    });

    test("the products page's mode toggle", async ({ page }) => {
      await page.goto('/products-list', { waitUntil: 'commit' });
      const individual = page
        .getByRole('group', { name: 'Show products for' })
        .getByRole('button', { name: 'Individual' });
      await individual.tap();
      await expect(individual).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    });

    test('the header menu', async ({ page }) => {
      await page.goto('/home', { waitUntil: 'commit' });
      await page.getByText('Menu', { exact: true }).tap();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
      await menu.getByRole('link', { name: 'About Us' }).tap();
      await expect(page).toHaveURL(/\/about-us$/);
    });
  });

  test.describe('with the scripts held back', () => {
    test('a tap is kept, then replayed once the code has run', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/home#services');
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect.poll(() => keptClicks(page)).toBe(1);
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'false');
      await scripts.release();
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Build' })).toBeVisible();
    });

    test('the first kept tap starts loading the code at once, whatever the loader was waiting for', async ({
      page,
    }) => {
      // The loader's other ways in never come here (the first paint is not reported, its 3 s
      // fallback never fires): only the tap can ask for the scripts.
      await page.addInitScript(() => {
        PerformanceObserver.prototype.observe = () => undefined;
        const setTimeoutOriginal = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
          delay === 3000 ? 0 : setTimeoutOriginal(handler, delay, ...rest)) as typeof window.setTimeout;
      });
      const scripts = await holdScripts(page);
      await page.goto('/home#services');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      expect(scripts.count()).toBe(0);
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect.poll(() => scripts.count()).toBeGreaterThan(0);
      await scripts.release();
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    });

    test("a tap is kept until Next.js' payload has come, even when every chunk came before it", async ({ page }) => {
      // The payload file (scripts/lib/defer-scripts.mjs) holds the data React hydrates from, then
      // the page's entry. Held back, the chunks come and run, but nothing may hydrate without it.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
      const held: (() => Promise<void>)[] = [];
      await page.route('**/_next/static/payload/*.js', (route) => void held.push(() => route.continue()));
      await page.goto('/home#services');
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect.poll(() => held.length).toBe(1);
      // Every script the page lists has come but the payload (resource timing has finished loads only).
      const notYetLoaded = () =>
        page.evaluate((listId) => {
          const listed = JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[];
          const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
          return listed.filter((url) => !loaded.includes(url));
        }, DEFERRED_SCRIPTS_ID);
      await expect.poll(notYetLoaded).toEqual([expect.stringMatching(/^\/_next\/static\/payload\/\w+\.js$/)]);
      expect(await keptClicks(page)).toBe(1);
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'false');
      await Promise.all(held.splice(0).map((go) => go()));
      await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Build' })).toBeVisible();
      expect(await keptClicks(page)).toBe(0);
      expect(errors).toEqual([]);
    });

    test('Enter and Space on a focused button count as taps', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/all-apps');
      const hub = page.getByRole('main').getByRole('button', { name: 'Hub', exact: true });
      const vault = page.getByRole('main').getByRole('button', { name: 'Vault', exact: true });
      await hub.focus();
      await page.keyboard.press('Enter');
      await vault.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => keptClicks(page)).toBe(2);
      await scripts.release();
      await expect(hub).toHaveAttribute('aria-pressed', 'true');
      await expect(vault).toHaveAttribute('aria-pressed', 'true');
    });

    test('a double tap on a card that did not answer yet selects it once', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/all-apps');
      const hub = page.getByRole('main').getByRole('button', { name: 'Hub', exact: true });
      await hub.dblclick();
      await expect.poll(() => keptClicks(page)).toBe(1);
      await scripts.release();
      await expect(hub).toHaveAttribute('aria-pressed', 'true');
    });

    test('a card the link selects, tapped before the code, stays selected', async ({ page }) => {
      // The HTML draws nothing selected; `&app=` selects Hub once the code has run. The tap meant
      // to select the card the visitor saw unselected: replayed, it would take it off again.
      const scripts = await holdScripts(page);
      await page.goto(`/all-apps?usertype=individual&app=${APP_IDS.hub}`);
      const hub = page.getByRole('main').getByRole('button', { name: 'Hub', exact: true });
      await expect(hub).toHaveAttribute('aria-pressed', 'false');
      await hub.click();
      await expect.poll(() => keptClicks(page)).toBe(1);
      await scripts.release();
      await expect(
        page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name: 'Individual' }),
      ).toHaveAttribute('aria-pressed', 'true');
      // Once the kept tap has been handed over (or not), Hub is still selected.
      await page.waitForFunction(
        (name) => (window as unknown as Record<string, { ready: boolean }>)[name]?.ready,
        EARLY_INPUT,
      );
      await expect(hub).toHaveAttribute('aria-pressed', 'true');
    });

    test('a Try for free link tapped after a mode tap goes where that tap pointed it', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/products-list');
      await page.getByRole('group', { name: 'Show products for' }).getByRole('button', { name: 'Individual' }).click();
      // The page has not answered the tap: the link still points at the business view.
      await page.getByRole('link', { name: 'Try for free: Hub' }).click();
      await expect.poll(() => keptClicks(page)).toBe(2);
      await expect(page).toHaveURL(/\/products-list$/);
      await scripts.release();
      await expect(page).toHaveURL(/\/all-apps\?usertype=individual&app=/);
      await expect(
        page.getByRole('group', { name: 'Show apps for' }).getByRole('button', { name: 'Individual' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    test('any other link goes at once, taps kept or not', async ({ page }) => {
      await holdScripts(page);
      await page.goto('/home#services');
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect.poll(() => keptClicks(page)).toBe(1);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about-us$/);
    });

    test('a section link chosen in the phone menu closes the menu before the code too', async ({ page }) => {
      // The link is the browser's (no code needed), and stays on this page: the menu must not stay
      // open over the section it leads to.
      await page.setViewportSize({ width: 375, height: 812 });
      const scripts = await holdScripts(page);
      await page.goto('/home');
      await page.getByText('Menu', { exact: true }).click();
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await mobileNav.getByRole('link', { name: 'SERVICES' }).click();
      await expect(page).toHaveURL(/\/home#services$/);
      await expect(mobileNav).toBeHidden();
      expect(scripts.count()).toBeGreaterThan(0); // all before any code had run
    });

    // The second: the HTML draws Design selected, and `#services-manage` selects Manage once the
    // code has run; the key moves from the tab it was pressed on all the same.
    for (const [address, title] of [
      ['/home#services', 'arrow keys on a tab are kept too'],
      ['/home#services-manage', 'an arrow key kept on a tab moves from that tab, though a link has selected another'],
    ] as const) {
      test(title, async ({ page }) => {
        const scripts = await holdScripts(page);
        await page.goto(address);
        await page.getByRole('tab', { name: 'Design' }).focus();
        await page.keyboard.press('ArrowDown');
        await scripts.release();
        await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: 'Build' })).toBeFocused();
      });
    }

    test('the booking dialog opens with its frame and a loading state, and fills in when the code arrives', async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/home');
      const opener = page.getByRole('button', { name: 'Schedule a Demo', exact: true });
      await opener.click();
      const dialog = demoDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Schedule a demo' })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText('Loading the form…');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await scripts.release();
      await expect(fullName(dialog)).toBeVisible();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      // The hydrated dialog is the same one, and closes as it should: focus goes back to the button.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("the dialog's first frame draws its frame and title, non-modal; then it is modal, then the form's fields come", async ({
      page,
    }) => {
      // Opening a modal restyles the whole page: the dialog's first frame is non-modal (only the
      // dialog is styled), made modal once drawn, and the fields wait a frame more, so that the
      // tap's answer comes sooner on a slow phone (DIALOG_OPENING, DIALOG_SHOWN). Each frame from
      // the dialog's first is sampled.
      const scripts = await holdScripts(page);
      await page.goto('/home');
      const opener = page.getByRole('button', { name: 'Schedule a Demo', exact: true });
      await page.evaluate(
        (id) => {
          const dialog = id && document.getElementById(id);
          if (!dialog) throw new Error('The button controls no dialog');
          // Each frame as a letter: n, the dialog non-modal; m, modal; f, modal with the form's fields.
          const frames: { kind: string; title: boolean; box: string }[] = ((
            window as unknown as Record<string, unknown>
          ).__frames = []);
          const drawn = (selector: string) => !!dialog.querySelector(selector)?.checkVisibility();
          const opened = new MutationObserver(() => {
            opened.disconnect();
            requestAnimationFrame(function sample() {
              const field = drawn('input[name=fullName]');
              const kind = dialog.matches(':modal') ? (field ? 'f' : 'm') : field ? 'nf' : 'n';
              const { x, y, width, height } = dialog.getBoundingClientRect();
              frames.push({ kind, title: drawn('h2'), box: [x, y, width, height].map(Math.round).join(' ') });
              if (!field && frames.length < 10) requestAnimationFrame(sample);
            });
          });
          opened.observe(dialog, { attributeFilter: ['open'] });
        },
        await opener.getAttribute('aria-controls'),
      );
      await opener.click();
      await expect(fullName(demoDialog(page))).toBeVisible();
      type Frame = { kind: string; title: boolean; box: string };
      const sampled = () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
      await expect.poll(async () => (await sampled()).at(-1)?.kind).toBe('f');
      const frames = await sampled();
      // Non-modal first, then modal (a frame or two later: the first is drawn before it turns modal),
      // and the fields no sooner than the frame after the first modal one.
      expect(frames.map((frame) => frame.kind).join('')).toMatch(/^n+m+f$/);
      expect(frames.every((frame) => frame.title)).toBe(true);
      // Non-modal, it is where the modal is: the same box, centred over the page (app/globals.css).
      expect(new Set(frames.map((frame) => frame.box)).size).toBe(1);
      // Made modal after a non-modal frame, it still gives focus back to the button on closing
      // (not to its own Close button, which had focus when it turned modal).
      await demoDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(demoDialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      expect(scripts.count()).toBeGreaterThan(0); // all of it before any code
    });

    test('the form takes typing before any code has come, and keeps it all when the code comes', async ({ page }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await fullName(dialog).fill('Asha Rao');
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('98765');
      await dialog.getByRole('combobox', { name: 'Preferred Time' }).selectOption('2:00 PM');
      await dialog.getByRole('radio', { name: 'High' }).check();
      await dialog.getByRole('textbox', { name: 'Description' }).fill('A two-storey house');
      await page.keyboard.press('Enter'); // a new line in the description; Submit waits for the code
      await page.keyboard.type('in Pune.');
      await expect(dialog.getByRole('status')).toHaveText('Loading the form…');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('asha@example');

      await scripts.release();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      await expect(fullName(dialog)).toHaveValue('Asha Rao');
      await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765');
      await expect(dialog.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('14:00');
      await expect(dialog.getByRole('radio', { name: 'High' })).toBeChecked();
      await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('A two-storey house\nin Pune.');
      // Focus stayed on the field being typed in, and typing goes on where it was.
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
      await page.keyboard.type('.com');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
      // The form is the real one now: a field left too short says so.
      await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    });

    test('a choice made with the keyboard before the code keeps its focus as the form takes over', async ({ page }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await dialog.getByRole('radio', { name: 'Normal' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: 'High' })).toBeFocused();
      await scripts.release();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      await expect(dialog.getByRole('radio', { name: 'High' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeFocused();
    });

    for (const [role, name] of [
      ['button', 'Submit'],
      ['button', 'Cancel'],
      ['link', 'Privacy notice'],
    ] as const) {
      test(`the ${name} ${role}, focused before the code, keeps its focus as the form takes over`, async ({ page }) => {
        const { scripts, dialog } = await openDialogBeforeCode(page);
        const control = () => dialog.getByRole(role, { name, exact: false });
        await control().focus();
        await scripts.release();
        await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
        await expect(control()).toBeFocused();
      });
    }

    test('Enter in the form before its code submits once the code comes: errors, then a fix and a save', async ({
      page,
    }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await fullName(dialog).fill('Asha Rao');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`early-${Date.now()}@example.com`);
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('98765');
      await page.keyboard.press('Enter'); // the browser submits nothing, and the dialog stays
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      await scripts.release();
      // The form submitted as it took over: the short phone number is the first error, focused.
      await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(uniquePhone());
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Demo scheduled successfully!' })).toBeVisible();
    });

    test('Submit pressed before the code saves a complete form once the code comes', async ({ page }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await fullName(dialog).fill('Asha Rao');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`early-${Date.now()}@example.com`);
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(uniquePhone());
      // aria-disabled, as the form's own Submit is until the form is complete: it can still be pressed.
      await dialog.getByRole('button', { name: 'Submit' }).click({ force: true });
      await expect(dialog).toBeVisible();
      await scripts.release();
      await expect(page.getByRole('status').filter({ hasText: 'Demo scheduled successfully!' })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('a submit before the code, then Cancel: opened again, the form does not submit itself when the code comes', async ({
      page,
    }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await fullName(dialog).fill('Asha Rao');
      await page.keyboard.press('Enter'); // a submit, kept for the code
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Schedule a Demo', exact: true }).click();
      await expect(dialog).toBeVisible();
      await scripts.release();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      // A submit would have marked every field touched: Phone Number would already say it is
      // required. Untouched, only the field just left (Email) says so.
      await dialog.getByRole('textbox', { name: 'Email' }).focus();
      await dialog.getByRole('textbox', { name: 'Phone Number' }).focus();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await expect(dialog.getByText('Phone Number is required')).toHaveCount(0);
    });

    test('a dialog closed again before the code came stays closed', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/home');
      await page.getByRole('button', { name: 'Schedule a Demo', exact: true }).click();
      await expect(demoDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(demoDialog(page)).toBeHidden();
      await page.getByRole('tab', { name: 'Manage' }).click();
      await scripts.release();
      // The tap after it is replayed; the dialog does not spring back open.
      await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
      await expect(demoDialog(page)).toBeHidden();
    });

    test("Escape in the dialog's first, non-modal frames closes it, before the code and after", async ({ page }) => {
      // A slow phone: the frame that makes the dialog modal comes late (here, held until the test
      // lets it go). An Escape before it, which a non-modal dialog ignores, is the visitor closing
      // the dialog just opened, whether the opening was the early script's or the code's.
      const scripts = await holdScripts(page);
      await page.goto('/home');
      const opener = page.getByRole('button', { name: 'Schedule Demo', exact: true });
      const dialog = demoDialog(page);
      for (const code of ['before', 'after']) {
        const frames = await holdFrames(page);
        await opener.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute('data-opening', '');
        await page.keyboard.press('Escape');
        await expect(dialog, `the code ${code}`).toBeHidden();
        await frames.release();
        await expect(dialog, `the code ${code}`).toBeHidden();
        await expect(opener).toBeFocused();
        if (code === 'before') {
          await scripts.release();
          await opener.click();
          await expect(fullName(dialog)).toBeVisible();
          await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
        }
      }
    });

    test('Close in the dialog works before the code has come', async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto('/home');
      await page.getByRole('button', { name: 'Schedule Demo', exact: true }).click();
      await demoDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(demoDialog(page)).toBeHidden();
      await page.getByRole('tab', { name: 'Manage' }).click();
      await scripts.release();
      // The tap after it is replayed, so the kept Schedule Demo has been too: the dialog stays shut.
      await expect(page.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
      await expect(demoDialog(page)).toBeHidden();
    });

    test("the form's Cancel works before the code has come, and the next opening starts fresh", async ({ page }) => {
      const { scripts, dialog } = await openDialogBeforeCode(page);
      await fullName(dialog).fill('Asha Rao');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('asha@');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/home$/);

      await page.getByRole('button', { name: 'Schedule a Demo', exact: true }).click();
      await expect(fullName(dialog)).toHaveValue('');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await scripts.release();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      await expect(fullName(dialog)).toHaveValue('');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await expect(dialog.locator('#demo-email-error')).toHaveCount(0);
    });
  });

  test.describe("with only the form's code held back", () => {
    // Subject: the dialog when the page's code has run and the form's has not. The test waits for
    // the page to hydrate (the replay has happened), then holds every script asked for after it.
    test('the dialog shows at once with a loading state; a failed load says so and can be retried', async ({
      page,
    }) => {
      await page.goto('/home');
      await page.waitForFunction(
        (name) => (window as unknown as Record<string, { ready: boolean }>)[name]?.ready,
        EARLY_INPUT,
      );
      let fail = true;
      await page.route('**/_next/static/chunks/*.js', (route) => (fail ? route.abort() : route.continue()));
      await page.getByRole('button', { name: 'Schedule a Demo', exact: true }).click();
      const dialog = demoDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(
        'The form could not load. Check your connection, then try again.',
      );
      fail = false;
      // Pressed from the keyboard, focus is not lost with the button: it goes to the first field.
      await dialog.getByRole('button', { name: 'Try again' }).focus();
      await page.keyboard.press('Enter');
      await expect(fullName(dialog)).toBeFocused();
      await expect(dialog.getByText('Loading the form…')).toHaveCount(0);
      await expect(fullName(dialog)).toBeFocused();
      await page.keyboard.type('Asha');
      await expect(fullName(dialog)).toHaveValue('Asha');
    });
  });
});
