import { expect, test, type Locator, type Page, type Route } from './support/test';

import { expectNoAxeViolations } from './support/axe';
import {
  expectCalendarClosedOnField,
  expectValues,
  fillRequiredFields,
  indianDay,
  openCalendar,
  openDemoDialog,
  openFilledDemoDialog,
  pickDateByKeyboard,
  shownIn,
  submitAndExpectBooked,
  submitAndExpectSaved,
} from './support/demo-form';
import { countFirestoreCalls, holdFirestore, isFirestoreApiCall, storedDemoRequests } from './support/firestore';
import { expectVisibleFocus, isFocused } from './support/focus';
import { showsRed } from './support/pixels';
import { codeHasCome, networkQuiet } from './support/network';
import { blockScripts, gotoBeforeTheCode, routeChunks } from './support/scripts';
import { confirmationText, demoDialogText, formatReference, saveMessages } from '@/content/demo';
import { navigationText } from '@/content/navigation';
import { GRIEVANCE_OFFICER, bookingPrivacyNotice } from '@/content/privacy';
import { DATE_KEYS_HINT, FIELD_HINTS, FIELD_LABELS, LIMITS, MESSAGES } from '@/lib/demo-fields';

const { saved: SAVED, failed: FAILED } = saveMessages;
const CALENDAR_FAILED = demoDialogText.calendarFailed;

// The visitor is in India; stored dates are 00:00 IST of the day picked.
test.use({ timezoneId: 'Asia/Kolkata' });

/** The page again, its clock in May 2027: six Monday-first weeks, the calendar at its tallest. */
async function inTheTallestMonth(page: Page) {
  await page.clock.setFixedTime(new Date('2027-05-10T12:00:00+05:30'));
  await page.reload();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
});

// A test may end while later chunks (Firebase's, the confirmation's, the calendar's) are still
// passing through its routes: those fetches have nothing left to answer.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.describe('demo booking', () => {
  test.describe('opening and closing', () => {
    for (const [button, close] of [
      ['Schedule a Demo', 'Escape'],
      ['Schedule Demo', 'Cancel'],
    ] as const) {
      test(`"${button}" opens the dialog; ${close} closes it and focus returns`, async ({ page }) => {
        const dialog = await openDemoDialog(page, button);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: button, exact: true })).toBeFocused();
      });
    }

    test('what was typed is kept when the dialog is closed and opened again; a saved booking empties it', async ({
      page,
      email,
    }) => {
      let dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      await expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY'); // spec
      await fillRequiredFields(page, email);
      await dialog.getByRole('radio', { name: 'High' }).check();
      await pickDateByKeyboard(page, 3);
      await page.keyboard.press('Escape'); // by mistake
      await expect(dialog).toBeHidden();
      dialog = await openDemoDialog(page);
      await expectValues(dialog, { 'Full Name': 'Asha Rao', Email: email, 'Preferred Date': indianDay(3).display });
      await expect(dialog.getByRole('radio', { name: 'High' })).toBeChecked();

      await submitAndExpectSaved(page, dialog);
      dialog = await openDemoDialog(page);
      await expectValues(dialog, { 'Full Name': '', Email: '', 'Preferred Date': '' });
      await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
      await expect(shownIn(dialog, MESSAGES.required('fullName'))).toHaveCount(0); // a new form: nothing touched
      // The next booking's calendar starts from today, not the day booked.
      await pickDateByKeyboard(page, 0);
      await expect(date).toHaveValue(indianDay(0).display);
    });

    test('the dialog is at most 650px wide, the date and the time side by side, as tall', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const dialog = await openDemoDialog(page);
      expect((await dialog.boundingBox())?.width).toBe(650);
      const [date, time] = await Promise.all(
        ['Preferred Date', 'Preferred Time'].map((label) => dialog.getByLabel(label).boundingBox()),
      );
      expect(time?.y).toBe(date?.y);
      expect(time?.height).toBe(date?.height);
    });
  });

  test.describe('code loading', () => {
    test('the schema loads with the dialog, Firebase and the calendar once the visitor is in the form; none with the page', async ({
      context,
    }) => {
      // A page of its own: on the beforeEach's page, a late response of that first load would lose its body.
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (/\.js(\?|$)/.test(response.url())) scripts.push(await response.text());
      });
      await page.goto('/home');
      // Subject: what the page's code loads, and when: so, once the page and its code have come.
      await codeHasCome(page);
      const loaded = (marker: string) => scripts.some((text) => text.includes(marker));
      const [calendar, firebase, schema] = ['react-datepicker__', 'FirebaseError', 'is a required field'];
      for (const marker of [calendar, firebase, schema]) expect(loaded(marker)).toBe(false);
      await page.getByRole('button', { name: 'Schedule a Demo' }).click();
      await expect.poll(() => loaded(schema)).toBe(true); // to judge the form, and say Submit is unavailable
      await networkQuiet(page);
      for (const marker of [calendar, firebase]) expect(loaded(marker)).toBe(false);
      await page.getByRole('dialog').getByRole('textbox', { name: 'Full Name' }).focus();
      for (const marker of [calendar, firebase]) await expect.poll(() => loaded(marker)).toBe(true);
    });
  });

  test.describe("the date field before the calendar's code", () => {
    /** The calendar's chunk (react-datepicker's), held back or failed (e2e/support/scripts.ts). */
    const routeCalendar = (page: Page, options: Parameters<typeof routeChunks>[2]) =>
      routeChunks(page, 'react-datepicker__', { error: 'failed', ...options });

    test('the form is usable without it; a tap on the field opens the calendar once it has come', async ({ page }) => {
      const calendar = await routeCalendar(page, { hold: true });
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill('Asha Rao');
      const date = dialog.getByLabel('Preferred Date');
      await date.click();
      await expect(date).toHaveAttribute('readonly', '');
      await expect(date).toHaveAttribute('aria-expanded', 'false'); // said once there is a calendar
      const loading = dialog.getByRole('status').filter({ hasText: demoDialogText.calendarLoading });
      await expect(loading).toBeVisible(); // the tap's answer meanwhile
      calendar.release();
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
      await expect(loading).toHaveCount(0);
      await expect(date).toHaveAttribute('aria-expanded', 'true');
      await expect(date).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expectCalendarClosedOnField(page);
      await expect(date).toHaveValue(indianDay(1).display);
      await expect(dialog.getByLabel('Full Name')).toHaveValue('Asha Rao');
    });

    test("a focus on the field in the task the calendar's code comes in opens it", async ({ page }) => {
      // A visitor's tap can land in the first task after the calendar's code has run. To put it
      // there every time, the field is focused from the chunk itself, behind a hundred microtasks:
      // after the code's own promise callbacks, before any other task: the calendar opens on the
      // field.
      const focusLater = `(() => {
        let queue = Promise.resolve();
        for (let i = 0; i < 100; i += 1) queue = queue.then(() => undefined);
        void queue.then(() => document.getElementById('demo-preferredDate')?.focus());
      })();`;
      const calendar = await routeCalendar(page, { hold: true, append: focusLater });
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').focus(); // in the form: the calendar's chunk is asked for
      calendar.release();
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
      await expect(dialog.getByLabel('Preferred Date')).toBeFocused();
    });

    for (const [how, retry] of [
      [
        'focused again',
        async (date: Locator) => {
          await date.page().getByLabel('Full Name').focus();
          await date.focus();
        },
      ],
      ['tapped, still focused', (date: Locator) => date.click()],
      ['given Enter, which sends nothing', (date: Locator) => date.press('Enter')],
    ] as const) {
      test(`a failed load says so, and is tried again when the field is ${how}`, async ({ page, email }) => {
        let failing = true;
        const calendar = await routeCalendar(page, { failing: () => failing });
        const calls = countFirestoreCalls(page);
        const dialog = await openFilledDemoDialog(page, email); // a form that could be sent
        const date = dialog.getByLabel('Preferred Date');
        await (how === 'tapped, still focused' ? date.click() : date.focus());
        const failed = dialog.getByRole('alert').filter({ hasText: CALENDAR_FAILED });
        await expect(failed).toBeVisible();
        await expect(date).toHaveAttribute('aria-expanded', 'false'); // nothing to hear opening
        const before = calendar.failures();
        await retry(date); // still failing: asked for, and failed, again
        await expect.poll(calendar.failures).toBeGreaterThan(before);
        await expect(failed).toBeVisible();
        await expect(date).toBeFocused();
        failing = false;
        await retry(date);
        await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
        await expect(failed).toHaveCount(0);
        await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeVisible(); // not sending
        expect(calls).toEqual([]);
      });
    }

    test("a failed load's message goes once the calendar has come", async ({ page }) => {
      // Focused before the form's code: the code asks for the calendar as it comes, and that fails.
      // The next focus in the form asks again, and the calendar comes before the field is focused.
      let failing = true;
      await routeCalendar(page, { failing: () => failing });
      const code = await gotoBeforeTheCode(page, '/home');
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      await date.focus();
      code();
      const failed = dialog.getByRole('alert').filter({ hasText: CALENDAR_FAILED });
      await expect(failed).toBeVisible();
      failing = false;
      await dialog.getByLabel('Full Name').focus();
      await networkQuiet(page);
      await expect(failed).toHaveCount(0);
      await date.focus();
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
      await expect(failed).toHaveCount(0);
    });

    test('a tap away before the calendar has come lets it go', async ({ page }) => {
      const calendar = await routeCalendar(page, { hold: true });
      await codeHasCome(page); // the calendar is the code's: its loading, not the page's, is held
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      await date.click(); // the calendar is wanted, its code asked for
      const loading = dialog.getByRole('status').filter({ hasText: demoDialogText.calendarLoading });
      await expect(loading).toBeVisible();
      // Plain content: Chromium gives focus to the dialog (a scroller); Safari would leave it on the field.
      await dialog.getByRole('heading', { name: 'Schedule a demo' }).click();
      await expect(loading).toHaveCount(0);
      calendar.release();
      await networkQuiet(page);
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toHaveCount(0);
      await date.click();
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
    });
  });

  test.describe('validation', () => {
    test('Submit on an empty form shows every required message and stays disabled until valid', async ({ page }) => {
      const dialog = await openDemoDialog(page);
      // Once the form's code has validated the empty form, Submit says it is unavailable (before,
      // the browser validates: e2e/demo-booking.early.spec.ts).
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAccessibleDescription(
        `${demoDialogText.requiredBefore} * ${demoDialogText.requiredAfter}`,
      );
      await expect(shownIn(dialog, /is required/)).toHaveCount(0);

      await submit.click({ force: true }); // aria-disabled: it can still be pressed, to show why
      for (const field of ['fullName', 'email', 'phone'] as const)
        await expect(shownIn(dialog, MESSAGES.required(field))).toBeVisible();
      await expect(dialog.getByLabel('Full Name')).toBeFocused();

      const cases = [
        ['Full Name', 'A', MESSAGES.atLeast('fullName', LIMITS.fullNameMin)],
        ['Email', 'asha@example', MESSAGES.email],
        ['Phone Number', '98765 4321', MESSAGES.phone],
      ] as const;
      for (const [label, value, message] of cases) {
        const field = dialog.getByLabel(label);
        await field.fill(value);
        await field.blur();
        await expect(shownIn(dialog, message)).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message));
      }
      await expect(submit).toBeDisabled();

      await fillRequiredFields(page, 'asha@example.in');
      for (const [, , message] of cases) await expect(shownIn(dialog, message)).toHaveCount(0);
      await expect(submit).toBeEnabled();
      await expect(dialog.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
    });

    test('a description pasted over the limit is kept whole, and says so until it is shortened', async ({ page }) => {
      const dialog = await openFilledDemoDialog(page, 'asha@example.in');
      const description = dialog.getByLabel('Description');
      const text = `${'Villa in Pune. '.repeat(LIMITS.descriptionMax / 15)}And a garden.`;
      await description.focus();
      await page.keyboard.insertText(text); // as a paste: the browser would cut it to a maxlength
      await description.blur();
      await expect(description).toHaveValue(text);
      const message = MESSAGES.atMost('description', LIMITS.descriptionMax);
      await expect(shownIn(dialog, message)).toBeVisible();
      await expect(description).toHaveAccessibleDescription(new RegExp(message));
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();

      await description.fill(text.slice(0, LIMITS.descriptionMax));
      await expect(shownIn(dialog, message)).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });

    test('an error shows only once its field has been touched', async ({ page }) => {
      const dialog = await openDemoDialog(page);
      // The code's judgement: before it, a field only passed through keeps no trace (the early spec).
      await codeHasCome(page);
      const tooShort = MESSAGES.atLeast('fullName', LIMITS.fullNameMin);
      await dialog.getByLabel('Full Name').fill('A');
      await expect(shownIn(dialog, tooShort)).toHaveCount(0);
      await dialog.getByLabel('Email').focus(); // leaves Full Name: now touched
      await expect(shownIn(dialog, tooShort)).toBeVisible();
      await dialog.getByLabel('Phone Number').focus(); // leaves Email empty
      await expect(shownIn(dialog, MESSAGES.required('email'))).toBeVisible();
      await expect(shownIn(dialog, MESSAGES.required('phone'))).toHaveCount(0);
    });

    test('at 200% zoom the field tabbed to stays in view as the one left shows its error', async ({ page }) => {
      await page.setViewportSize({ width: 720, height: 400 }); // a 1440 × 800 laptop at 200%
      await inTheTallestMonth(page);
      const dialog = await openDemoDialog(page);
      await codeHasCome(page); // keeping the field in view as an error shows is the code's
      await dialog.getByLabel('Full Name').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab'); // Full Name and Email left empty; Phone Number at the dialog's bottom
      await expect(shownIn(dialog, MESSAGES.required('email'))).toBeVisible();
      await expect(dialog.getByLabel('Phone Number')).toBeFocused();
      expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0); // it had to be scrolled to
      await expect(dialog.getByLabel('Phone Number')).toBeInViewport({ ratio: 1 });
      // On to the date, whose calendar opens at the bottom: Phone Number's message moves it, and it stays in view.
      await page.keyboard.press('Tab');
      await expect(shownIn(dialog, MESSAGES.required('phone'))).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByLabel('Preferred Date')).toBeInViewport(); // not wholly pushed out
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

      test('a tap below a field it leaves lands where it was aimed, and the error shows after it', async ({ page }) => {
        const dialog = await openDemoDialog(page);
        await codeHasCome(page); // the error waiting for the press to end is the code's (afterThePress)
        const tapOn = async (target: Locator, press: (x: number, y: number) => Promise<void>) => {
          const box = await target.boundingBox();
          if (!box) throw new Error('not drawn');
          await press(box.x + box.width / 2, box.y + box.height / 2);
        };
        // A finger: the error under the phone number moves the chips below it down.
        await dialog.getByLabel('Phone Number').fill('98765');
        await tapOn(dialog.getByText('High', { exact: true }), (x, y) => page.touchscreen.tap(x, y));
        await expect(dialog.getByRole('radio', { name: 'High' })).toBeChecked();
        await expect(dialog.getByLabel('Phone Number')).toHaveAccessibleDescription(new RegExp(MESSAGES.phone));

        // A mouse, held while the page draws a frame or two.
        await dialog.getByLabel('Email').fill('asha@');
        await tapOn(dialog.getByText('Low', { exact: true }), async (x, y) => {
          await page.mouse.move(x, y);
          await page.mouse.down();
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
          await page.mouse.up();
        });
        await expect(dialog.getByRole('radio', { name: 'Low' })).toBeChecked();
        await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(new RegExp(MESSAGES.email));
      });

      test("the date's hint names no keys, seen or heard", async ({ page }) => {
        const dialog = await openDemoDialog(page);
        const date = dialog.getByLabel('Preferred Date');
        await expect(date).toHaveAccessibleDescription(FIELD_HINTS.preferredDate);
        await expect(dialog.getByText(DATE_KEYS_HINT)).toBeHidden();
      });
    });
  });

  test.describe('preferred date', () => {
    test('a form filled in before midnight in India offers the new day after it', async ({ page, email }) => {
      await page.clock.setFixedTime(indianDay(1).istMidnight - 60_000); // 23:59 IST
      await page.goto('/home');
      const dialog = await openFilledDemoDialog(page, email);
      await page.clock.setFixedTime(indianDay(1).istMidnight + 60_000); // 00:01 IST
      await pickDateByKeyboard(page, 0);
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(indianDay(1).display);
    });

    test('the last day offered is 365 days ahead in India, and the arrows stop at its month', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-15T12:00:00+05:30'));
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Preferred Date').click();
      const calendar = page.getByRole('dialog', { name: 'Choose Date' });
      const next = calendar.getByRole('button', { name: 'Next Month' });
      for (let month = 0; month < 12; month++) await next.click();
      await expect(calendar).toContainText('November 2027');
      await expect(next).toBeDisabled(); // no month after it to go to
      const day = (date: string) => calendar.getByRole('gridcell', { name: new RegExp(`, ${date} November 2027$`) });
      await expect(day('15')).toBeEnabled();
      await expect(day('16')).toBeDisabled();
    });

    test.describe('in Los Angeles', () => {
      test.use({ timezoneId: 'America/Los_Angeles' });
      test("west of India, after India's midnight, the visitor's today is not marked as a day to pick", async ({
        page,
      }) => {
        await page.clock.setFixedTime(indianDay(1).istMidnight + 3 * 3_600_000); // 03:00 IST, the day before in Los Angeles
        const dialog = await openDemoDialog(page);
        await dialog.getByLabel('Preferred Date').click();
        const calendar = page.getByRole('dialog', { name: 'Choose Date' });
        const today = calendar.locator('[aria-current=date]');
        await expect(today).toHaveAttribute('aria-disabled', 'true'); // India's yesterday
        await expect(today).toHaveCSS('box-shadow', 'none');
        const weight = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).fontWeight);
        expect(await weight(today)).toBe(await weight(calendar.getByRole('gridcell', { selected: false }).last()));
      });
    });

    test("in Windows' forced colours the dialog keeps its edge and the picked day is still marked", async ({
      page,
    }) => {
      // Forced colours drop the fill and the shadows that show them otherwise.
      // Mid-month: the month shown has past days.
      await page.emulateMedia({ forcedColors: 'active' });
      await page.clock.setFixedTime(new Date(2026, 10, 15, 12));
      const dialog = await openDemoDialog(page);
      await expect(dialog).toHaveCSS('border-top-style', 'solid');
      await expect(dialog).toHaveCSS('border-top-width', '1px');
      await pickDateByKeyboard(page, 1);
      const calendar = await openCalendar(page);
      await expect(calendar.getByRole('gridcell', { selected: true })).toHaveCSS('text-decoration-line', 'underline');
      await expect(calendar.getByRole('gridcell', { selected: false }).last()).toHaveCSS(
        'text-decoration-line',
        'none',
      );
      // Days that cannot be picked keep looking so: greyed in the system's colour, unlike the others.
      const colour = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element).color);
      const past = await colour(calendar.locator('[role=gridcell][aria-disabled=true]').first());
      expect(past).not.toBe(await colour(calendar.getByRole('gridcell', { selected: false }).last()));
      // An error is marked by more than its words in the text's colour: its icon keeps its red.
      await page.keyboard.press('Escape'); // the calendar
      await dialog.getByRole('button', { name: 'Submit' }).click({ force: true }); // says why it is dimmed
      await expect.poll(() => showsRed(shownIn(dialog, MESSAGES.required('fullName')))).toBe(true);
    });

    for (const [zoom, viewport] of [
      ['200%', { width: 640, height: 400 }],
      ['400%', { width: 320, height: 256 }],
    ] as const) {
      test(`at ${zoom} zoom Tab to the date shows the field, its calendar opens in view, and so does each day the arrows reach`, async ({
        page,
      }) => {
        // A 1280 × 800 screen at that zoom: the calendar is about as tall as the window.
        await page.setViewportSize(viewport);
        const dialog = await openDemoDialog(page);
        await fillRequiredFields(page, 'asha@example.in'); // Phone Number last
        await page.keyboard.press('Tab');
        const calendar = page.getByRole('dialog', { name: 'Choose Date' });
        await expect(calendar.getByText(/ \d{4}$/)).toBeInViewport({ ratio: 1 }); // its month
        // Its field, where focus is, not wholly pushed out (at 400% the calendar alone is taller).
        await expect(dialog.getByLabel('Preferred Date')).toBeInViewport();
        // Nothing sideways: the week's last column is on screen, and the dialog does not scroll.
        await expect(calendar.getByRole('gridcell').nth(6)).toBeInViewport({ ratio: 1 });
        expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
        // Down the weeks, then along to the last columns: every day focused is wholly on screen.
        for (const key of [...Array<string>(4).fill('ArrowDown'), ...Array<string>(3).fill('ArrowRight')]) {
          await page.keyboard.press(key);
          await expect(calendar.locator(':focus')).toBeInViewport({ ratio: 1 });
        }
        await page.keyboard.press('Enter');
        await expect(page.getByLabel('Preferred Date')).not.toHaveValue('');
      });
    }

    test('is picked by keyboard from today on, shown as DD/MM/YYYY and not typed', async ({ page }) => {
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      await expect(date).toHaveAttribute('readonly', '');
      await expect(date).toHaveAttribute('aria-haspopup', 'dialog'); // the calendar: a screen reader says so
      await pickDateByKeyboard(page, 2);
      await expect(date).toHaveAttribute('aria-expanded', 'false'); // and whether it is open
      await expect(date).toHaveValue(indianDay(2).display);

      // Days before today cannot be reached: ArrowLeft from today stays on today.
      await openCalendar(page);
      await expect(date).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect(date).toHaveValue(indianDay(0).display);
      await expectCalendarClosedOnField(page);

      await dialog.getByRole('button', { name: 'Clear the date' }).click();
      await expect(date).toHaveValue('');
    });

    test('Home and End go to the first and the last day of the week', async ({ page }) => {
      await openDemoDialog(page);
      const calendar = await openCalendar(page);
      await page.keyboard.press('ArrowDown'); // into the days, on today
      await page.keyboard.press('ArrowDown'); // a week ahead: every day of that week can be picked
      const week = calendar.getByRole('row').filter({ has: page.locator(':focus') });
      await page.keyboard.press('End');
      await expect(week.getByRole('gridcell').last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(week.getByRole('gridcell').first()).toBeFocused();
    });

    test('the open calendar leaves the field and its hint in sight', async ({ page }) => {
      const dialog = await openDemoDialog(page);
      await openCalendar(page);
      for (const shown of [dialog.getByLabel('Preferred Date'), dialog.getByText(FIELD_HINTS.preferredDate)]) {
        const onTop = await shown.evaluate((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          return hit === element || element.contains(hit);
        });
        expect(onTop).toBe(true);
      }
    });

    test('Clear the date empties it and gives focus back to the field, without opening the calendar', async ({
      page,
    }) => {
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      await pickDateByKeyboard(page, 2);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Clear the date' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(date).toHaveValue('');
      await expectCalendarClosedOnField(page);
    });

    test('after a pick, another window and back: focus is on the field, the calendar stays closed', async ({
      page,
    }) => {
      await openDemoDialog(page);
      await pickDateByKeyboard(page, 2);
      // Playwright keeps every page focused; as on a phone, the window loses focus and gets it back.
      await (await page.context().newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
      const other = await page.context().newPage();
      await other.bringToFront();
      await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
      await page.bringToFront();
      await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
      await expectCalendarClosedOnField(page);
      await other.close();
    });

    test('Escape closes the calendar but not the dialog; Enter opens it again, and sends nothing', async ({ page }) => {
      const dialog = await openDemoDialog(page);
      const calendar = await openCalendar(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expectCalendarClosedOnField(page);
      await expect(dialog).toBeVisible();

      // Email and Phone are empty and untouched: had Enter sent the form, both would say they are
      // required, and the focus would have gone to the first field in error.
      const calls = countFirestoreCalls(page);
      await page.keyboard.press('Enter');
      await expect(calendar).toBeVisible();
      await networkQuiet(page);
      for (const field of ['email', 'phone'] as const)
        await expect(shownIn(dialog, MESSAGES.required(field))).toHaveCount(0);
      await expect(dialog.getByLabel('Preferred Date')).toBeFocused();
      expect(calls).toHaveLength(0);
    });

    test('a click on its month keeps the calendar open, a click outside closes it; Tab goes past it', async ({
      page,
    }) => {
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      const calendar = page.getByRole('dialog', { name: 'Choose Date' });
      await date.click();
      await calendar.getByText(/ \d{4}$/).click();
      await expect(calendar).toBeVisible();
      await dialog.getByRole('heading').first().click(); // the dialog's title
      await expect(calendar).toHaveCount(0);

      // From the field, Tab goes to the next field, not through the calendar.
      await date.click();
      await expect(calendar).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Preferred Time')).toBeFocused();
      await expect(calendar).toHaveCount(0);
      await expect(date).toHaveAttribute('aria-expanded', 'false');

      // From a day, Tab goes on to the next field too.
      await date.focus();
      await page.keyboard.press('ArrowDown'); // into the days
      await expect(calendar.locator(':focus')).toHaveRole('gridcell');
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Preferred Time')).toBeFocused();
      await expect(calendar).toHaveCount(0);
    });

    test('ArrowDown opens the closed calendar; the day already picked closes it; a double click changes nothing under it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      // Today, before its first slot: late in the day, a hint under the time would move what is below.
      await page.clock.setFixedTime(indianDay(0).istMidnight + 8 * 60 * 60 * 1000);
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      const calendar = page.getByRole('dialog', { name: 'Choose Date' });
      await date.click();
      await calendar.getByRole('gridcell', { disabled: false }).first().click(); // today
      await expectCalendarClosedOnField(page);
      await page.keyboard.press('ArrowDown');
      await expect(calendar).toBeVisible();
      await calendar.getByRole('gridcell', { selected: true }).click();
      await expectCalendarClosedOnField(page);
      await expect(date).toHaveValue(indianDay(0).display);

      // Next month's days are all open; one of them lies over the Urgency chip "Low".
      const urgency = dialog.getByRole('radio', { checked: true });
      const chosen = await urgency.getAttribute('value');
      await date.click();
      await calendar.getByRole('button', { name: 'Next Month' }).click();
      const low = await dialog.getByText('Low', { exact: true }).boundingBox();
      if (!low) throw new Error('The Low chip has no box');
      const [x, y] = [low.x + low.width / 2, low.y + low.height / 2];
      const covered = await page.evaluate(
        (point) => !!document.elementFromPoint(point.x, point.y)?.closest('[role=gridcell]'),
        { x, y },
      );
      expect(covered).toBe(true);
      await page.mouse.dblclick(x, y);
      await expect(calendar).toHaveCount(0);
      await expect(date).not.toHaveValue(indianDay(0).display); // a day of next month
      await expect(date).toBeFocused();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveAttribute('value', chosen ?? '');
    });

    test('focus stays on a month arrow at the first month, and Escape there closes the calendar alone', async ({
      page,
    }) => {
      const dialog = await openDemoDialog(page);
      const calendar = await openCalendar(page);
      await page.keyboard.press('ArrowDown'); // a day of this month, the first
      await page.keyboard.press('Shift+Tab');
      await expect(calendar.getByRole('button', { name: 'Next Month' })).toBeFocused();
      await expectVisibleFocus(page);
      const previous = calendar.getByRole('button', { name: 'Previous Month' });
      await expect(previous).toBeDisabled(); // said so, not only dimmed
      await page.keyboard.press('Enter');
      await expect(previous).toBeEnabled();
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter'); // back to the first month, before which nothing can be picked
      await expect(previous).toBeFocused();
      await expect(previous).toBeDisabled();
      await page.keyboard.press('Escape');
      await expectCalendarClosedOnField(page);
      await expect(dialog).toBeVisible();
    });

    test('focus goes back to the field after a pick or Escape, also when animation frames come late', async ({
      page,
    }) => {
      // A busy phone: frames come late, after the timeouts asked for alongside them. Focus must not
      // fall to the page in between (react-datepicker's own input lost it so, blurred in a frame).
      await page.addInitScript(() => {
        // Every callback asked for before a frame still runs in that frame, in order; the frame
        // just comes 50 ms late, after any timeout asked for alongside.
        const requestFrame = window.requestAnimationFrame.bind(window);
        let waiting = new Map<number, FrameRequestCallback>();
        let due = waiting;
        let lateFrame: number | undefined;
        let next = 0;
        window.requestAnimationFrame = (callback) => {
          next += 1;
          waiting.set(next, callback);
          lateFrame ??= window.setTimeout(() => {
            const frame = waiting;
            due = frame;
            waiting = new Map();
            lateFrame = undefined;
            requestFrame((time) => frame.forEach((run) => run(time)));
          }, 50);
          return next;
        };
        window.cancelAnimationFrame = (id) => {
          waiting.delete(id);
          due.delete(id);
        };
      });
      await page.goto('/home');
      const dialog = await openDemoDialog(page);
      const date = dialog.getByLabel('Preferred Date');
      const calendar = page.getByRole('dialog', { name: 'Choose Date' });

      await pickDateByKeyboard(page, 1); // Enter on a day; checks the focus
      await expect(date).toHaveValue(indianDay(1).display);

      for (const intoCalendar of [true, false]) {
        await openCalendar(page);
        if (intoCalendar) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Escape');
        await expectCalendarClosedOnField(page);
      }

      await dialog.getByLabel('Full Name').focus();
      await date.click();
      await calendar.getByRole('gridcell', { disabled: false, selected: false }).last().click();
      await expectCalendarClosedOnField(page); // and giving focus back did not reopen it
      await expect(dialog).toBeVisible();
    });

    test("today's slots that have started cannot be booked, and a passed one says why", async ({ page, email }) => {
      // The visitor's clock reads 10:30 IST tomorrow, so that the rules (which go by the server's
      // real clock) take the booking for "today" at 11:00 whatever the hour this runs at.
      const today = indianDay(1);
      await page.clock.setFixedTime(today.istMidnight + 10.5 * 60 * 60 * 1000);
      await page.goto('/home');
      const dialog = await openFilledDemoDialog(page, email);
      const time = dialog.getByLabel('Preferred Time');
      await time.selectOption({ label: '9:00 AM' }); // before a day is picked, every slot is offered
      await pickDateByKeyboard(page, 0);
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(today.display);

      for (const label of ['9:00 AM', '10:00 AM'])
        await expect(time.getByRole('option', { name: label })).toBeDisabled();
      for (const label of ['11:00 AM', '2:00 PM', '4:00 PM']) {
        await expect(time.getByRole('option', { name: label })).toBeEnabled();
      }
      await dialog.getByRole('button', { name: 'Submit' }).click({ force: true }); // aria-disabled, to show why
      await expect(shownIn(dialog, MESSAGES.timePassed)).toBeVisible();
      await expect(time).toHaveAccessibleDescription(new RegExp(MESSAGES.timePassed));
      await expect(time).toBeFocused();
      expect(await storedDemoRequests(email)).toHaveLength(0);

      await time.selectOption({ label: '11:00 AM' });
      await expect(dialog.getByText(MESSAGES.timePassed)).toHaveCount(0);
      await submitAndExpectSaved(page, dialog);
      const [stored] = await storedDemoRequests(email);
      expect(stored?.data).toMatchObject({ preferredDate: today.istMidnight, preferredTime: '11:00' });
    });

    test('on a day whose every time has passed, the time says so, and no longer once another day is picked', async ({
      page,
    }) => {
      const today = indianDay(1); // the visitor's clock: 17:00 IST tomorrow, after the last slot started
      await page.clock.setFixedTime(today.istMidnight + 17 * 60 * 60 * 1000);
      await page.goto('/home');
      const dialog = await openDemoDialog(page);
      const time = dialog.getByLabel('Preferred Time');
      await expect(time).not.toHaveAccessibleDescription(new RegExp(demoDialogText.noTimeLeft));
      await pickDateByKeyboard(page, 0);
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(today.display);
      await expect(time).toHaveAccessibleDescription(new RegExp(demoDialogText.noTimeLeft));
      await expect(time.getByRole('option', { disabled: false })).toHaveCount(1); // no preference
      await pickDateByKeyboard(page, 1);
      await expect(time).not.toHaveAccessibleDescription(new RegExp(demoDialogText.noTimeLeft));
    });
  });

  test.describe('saving', () => {
    test('a booking is stored with every field and its own id, in one request', async ({ page, email }) => {
      const calls = countFirestoreCalls(page);
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill('  Asha Rao ');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone Number').fill('9876543210');
      await pickDateByKeyboard(page, 3);
      await dialog.getByLabel('Preferred Time').selectOption({ label: '2:00 PM' });
      await dialog.getByRole('radio', { name: 'High' }).check();
      await dialog.getByLabel('Description').fill('A G+2 house on a 30x40 plot in Mysuru.');
      await dialog.getByRole('button', { name: 'Submit' }).click();

      const status = page.getByRole('status').filter({ hasText: SAVED });
      await expect(status.getByText(SAVED, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      const confirmation = page.getByRole('region', { name: confirmationText.label });
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toHaveAccessibleDescription(SAVED); // heard as focus lands there

      const stored = await storedDemoRequests(email);
      expect(stored).toHaveLength(1);
      await expect(status).toHaveText('Demo scheduled successfully! We will contact you soon.'); // the spec's words
      await expect(confirmation.getByText(formatReference(stored[0]?.documentId ?? ''), { exact: true })).toBeVisible();
      const { context, ...written } = { ...stored[0]?.data };
      delete written.expireAt; // the function's retention stamp, there once it has seen the booking
      expect(written).toEqual({
        id: stored[0]?.documentId,
        fullName: 'Asha Rao',
        email,
        phone: '9876543210',
        preferredDate: indianDay(3).istMidnight,
        preferredTime: '14:00',
        description: 'A G+2 house on a 30x40 plot in Mysuru.',
        urgency: 'high',
      });
      // With it, where the visitor came from (here: straight to /home) and what the browser reports
      // (the button too: e2e/booking-emails.spec.ts, e2e/demo-booking.early.spec.ts).
      const browser = await page.evaluate(() => ({
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: navigator.language,
      }));
      expect(context).toMatchObject({ landingPath: '/home', page: '/home', ...browser });
      await networkQuiet(page); // a second write, were there one, has been sent by now
      expect(calls).toHaveLength(1);
      expect(`${calls[0]?.method()} ${calls[0]?.url()}`).toMatch(/^POST .*:commit(\?|$)/);
      // This build has no reCAPTCHA key, so no App Check: the write carries no token (and its
      // policy allows no reCAPTCHA origin: e2e/hosting.spec.ts). A build with a key: app-check.spec.
      expect(calls[0]?.headers()).not.toHaveProperty('x-firebase-appcheck');
    });

    test('a tab opened from a page of the site, untagged, says nothing of where the visitor came from', async ({
      context,
      email,
      baseURL,
    }) => {
      // As a middle click on a link of /products-list opens it: a tab of its own, that page its referrer.
      const page = await context.newPage();
      await page.goto('/home', { referer: new URL('/products-list', baseURL).href });
      const dialog = await openFilledDemoDialog(page, email);
      await submitAndExpectSaved(page, dialog);
      const [stored] = await storedDemoRequests(email);
      expect(stored?.data.context).toMatchObject({ page: '/home' });
      expect(stored?.data.context).not.toHaveProperty('landingPath');
    });

    test('optional fields left empty are stored as null or empty, urgency as normal', async ({ page, email }) => {
      const dialog = await openFilledDemoDialog(page, email, 'Schedule Demo');
      await dialog.getByLabel('Phone Number').press('Enter'); // implicit submission
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      const [stored] = await storedDemoRequests(email);
      expect(stored?.data).toMatchObject({
        preferredDate: null,
        preferredTime: null,
        description: '',
        urgency: 'normal',
      });
    });

    test.describe('closing while the request is being sent', () => {
      async function sendHeld(page: Page, email: string) {
        const release = await holdFirestore(page);
        const dialog = await openFilledDemoDialog(page, email);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expect(dialog.getByRole('status').filter({ hasText: demoDialogText.saving })).toHaveText(
          demoDialogText.saving,
        );
        return { release, dialog };
      }

      test('Cancel, Close and Escape wait, saying why; the dialog closes once it is saved', async ({ page, email }) => {
        const { release, dialog } = await sendHeld(page, email);
        // Unavailable once the form is checked and the save starts (at once, unless the checks' chunk is slow).
        await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
        // aria-disabled: they can still be pressed (Playwright would wait for them to be enabled). Each
        // press is followed by Escape, which a press that asked the dialog to close would have let through.
        for (const button of ['Cancel', 'Close']) {
          await dialog.getByRole('button', { name: button }).click({ force: true });
          await page.keyboard.press('Escape');
          await expect(dialog).toBeVisible();
        }
        release();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
        expect(await storedDemoRequests(email)).toHaveLength(1);
      });

      for (const stalled of ['write', 'code that saves', 'code that checks'] as const) {
        test(`a Submit whose ${stalled} gets no answer: a minute on, the failure, every value and a way out; the retry books once`, async ({
          page,
          email,
        }) => {
          await page.clock.install();
          await page.reload();
          // Held: the write, Firebase's chunk, or yup's (the form's checks, asked for as the dialog
          // opens).
          const marker = stalled === 'code that saves' ? 'FirebaseError' : 'is a required field';
          const release =
            stalled === 'write' ? await holdFirestore(page) : (await routeChunks(page, marker, { hold: true })).release;
          const dialog = await openFilledDemoDialog(page, email);
          const written = stalled === 'write' && page.waitForRequest((request) => isFirestoreApiCall(request.url()));
          await dialog.getByRole('button', { name: 'Submit' }).click();
          await expect(dialog.getByRole('button', { name: demoDialogText.submitting })).toBeVisible();
          if (stalled !== 'code that checks') {
            await expect(dialog.getByRole('status').filter({ hasText: demoDialogText.saving })).toHaveText(
              demoDialogText.saving,
            );
            // The form is checked and the save has started (the dialog cannot be closed), so its
            // deadline runs.
            await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
          }
          // The write is on its way, held: one the deadline overtakes is never sent (the visitor
          // was told it failed).
          await written;
          await page.clock.fastForward('01:00');
          await expect(dialog.getByRole('alert')).toHaveText(FAILED);
          await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
          await expect(dialog.getByLabel('Email')).toHaveValue(email);
          await expect(dialog.getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('aria-disabled', 'true');
          // What was held comes after all. A write lands, and the retry's, with the same id,
          // keeps it one booking; held code, once it comes, sends nothing: the visitor was told
          // it failed.
          release();
          if (stalled === 'write') await expect.poll(async () => (await storedDemoRequests(email)).length).toBe(1);
          else {
            await networkQuiet(page);
            expect(await storedDemoRequests(email)).toHaveLength(0);
          }
          expect(await submitAndExpectBooked(page, dialog, email)).toHaveLength(1);
        });
      }

      for (const fails of [true, false]) {
        test(`a dialog the browser shuts anyway (Escape twice) ${fails ? 'comes back with the failure and every value' : 'still announces a save'}`, async ({
          page,
          email,
        }) => {
          const { release, dialog } = await sendHeld(page, email);
          // Chrome honours only one refused Escape without a user activation between: the second closes.
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          release(fails);
          if (fails) {
            await expect(dialog).toBeVisible();
            await expect(dialog.getByRole('alert')).toHaveText(FAILED);
            await expect(dialog.getByLabel('Email')).toHaveValue(email);
          } else await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
          expect(await storedDemoRequests(email)).toHaveLength(fails ? 0 : 1);
        });
      }
    });

    test('a double click on Submit stores exactly one document, and nothing moves under it', async ({
      page,
      email,
    }) => {
      const release = await holdFirestore(page); // so that the later clicks land while the first is in flight
      const calls = countFirestoreCalls(page);
      const dialog = await openFilledDemoDialog(page, email);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await submit.scrollIntoViewIfNeeded();
      const before = await submit.boundingBox();
      await submit.dblclick();
      const saving = dialog.getByRole('button', { name: demoDialogText.submitting });
      await expect(saving).toBeDisabled();
      // The button stays where the second click lands: nothing came up above it.
      expect((await saving.boundingBox())?.y).toBe(before?.y);
      await saving.click({ force: true });
      release();
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      expect(await storedDemoRequests(email)).toHaveLength(1);
      await networkQuiet(page);
      expect(calls).toHaveLength(1);
      expect(page.context().pages()).toHaveLength(1); // nothing opened (the privacy notice's link is near)
    });

    /**
     * Submits; the write reaches the emulator and its answer is lost on the way back (a dropped
     * connection). Waits until the function has seen the booking (its retention stamp is on it).
     */
    async function bookAndLoseTheAnswer(page: Page, email: string) {
      await page.route(isFirestoreApiCall, (route) => route.fetch().then(() => route.abort('connectionreset')), {
        times: 1,
      });
      const dialog = await openFilledDemoDialog(page, email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(FAILED);
      await expect.poll(async () => (await storedDemoRequests(email))[0]?.data.expireAt).toEqual(expect.any(Number));
      return dialog;
    }

    test('a write that landed although the browser heard of a failure is not stored twice by the retry, even after closing', async ({
      page,
      email,
    }) => {
      const calls = countFirestoreCalls(page);
      const dialog = await bookAndLoseTheAnswer(page, email);
      // Even after closing the dialog and filling it in again with the same details.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await openFilledDemoDialog(page, email);
      expect(await submitAndExpectBooked(page, dialog, email)).toHaveLength(1);
      await networkQuiet(page);
      expect(calls).toHaveLength(2);
    });

    test('after such a failure, a retry with changed details is saved as a booking of its own', async ({
      page,
      email,
    }) => {
      const dialog = await bookAndLoseTheAnswer(page, email);
      await dialog.getByLabel('Description').fill('A corner plot');
      const stored = await submitAndExpectBooked(page, dialog, email, 'A corner plot');
      expect(stored.map((request) => request.data.description).sort()).toEqual(['', 'A corner plot']);
    });

    test('a bot that fills the hidden field gets the success message and nothing is stored', async ({
      page,
      email,
    }) => {
      const calls = countFirestoreCalls(page);
      const dialog = await openFilledDemoDialog(page, email);
      const trap = dialog.locator('input[name="website"]');
      await expect(trap).not.toBeInViewport();
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await trap.fill('https://spam.example', { force: true });
      await submitAndExpectSaved(page, dialog);
      await networkQuiet(page);
      expect(calls).toHaveLength(0);
      expect(await storedDemoRequests(email)).toHaveLength(0);
    });

    test('a failed save says so, keeps the dialog and every value, and a retry succeeds', async ({ page, email }) => {
      await page.setViewportSize({ width: 375, height: 700 }); // a phone: the dialog scrolls
      const refuse = (route: Route) => route.abort('connectionrefused');
      await page.route(isFirestoreApiCall, refuse);
      const dialog = await openFilledDemoDialog(page, email);
      await pickDateByKeyboard(page, 1);
      await dialog.getByLabel('Preferred Time').selectOption('10:00');
      await dialog.getByLabel('Description').fill('Villa');
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await submit.scrollIntoViewIfNeeded();
      const before = await submit.boundingBox();
      await submit.click();

      // The spec's words.
      await expect(dialog.getByRole('alert')).toHaveText('There was an error scheduling your demo. Please try again.');
      await expect(dialog.getByRole('alert')).toBeInViewport();
      await expect(submit).toBeInViewport();
      await expect(submit).toBeFocused();
      // The refusal comes at once: the second tap of a double tap lands where the first did, and
      // finds no link there (the privacy notice, with its links, is just above the buttons).
      const [x, y] = [(before?.x ?? 0) + (before?.width ?? 0) / 2, (before?.y ?? 0) + (before?.height ?? 0) / 2];
      expect(
        await page.evaluate(({ px, py }) => !!document.elementFromPoint(px, py)?.closest('a'), { px: x, py: y }),
      ).toBe(false);
      await expect(dialog).toBeVisible();
      await expectValues(dialog, {
        'Full Name': 'Asha Rao',
        Email: email,
        'Phone Number': '9876543210',
        'Preferred Date': indianDay(1).display,
        'Preferred Time': '10:00',
        Description: 'Villa',
      });
      expect(await storedDemoRequests(email)).toHaveLength(0);

      // The next Submit takes the failure away, also one the checks stop (aria-disabled: it says why).
      const name = dialog.getByLabel('Full Name');
      await name.fill('');
      await submit.click({ force: true });
      await expect(name).toBeFocused();
      await expect(shownIn(dialog, MESSAGES.required('fullName'))).toBeVisible();
      await expect(shownIn(dialog, FAILED)).toHaveCount(0);
      await name.fill('Asha Rao');

      await page.unroute(isFirestoreApiCall, refuse);
      expect(await submitAndExpectBooked(page, dialog, email, 'Villa')).toHaveLength(1);
    });

    // A chunk that fails: a flaky connection, or a deploy since the page was loaded.
    for (const [what, marker] of [
      ["the form's checks", 'is a required field'], // yup's
      ['the code that saves', 'FirebaseError'],
    ] as const) {
      test(`a Submit while ${what} cannot load says so, keeps every value, and sends once it can`, async ({
        page,
        email,
      }) => {
        let failing = true;
        await routeChunks(page, marker, { failing: () => failing });
        const dialog = await openFilledDemoDialog(page, email);
        await dialog.getByLabel('Description').fill('Villa');
        await dialog.getByRole('button', { name: 'Submit' }).click();

        await expect(dialog.getByRole('alert')).toHaveText(FAILED);
        const values = { 'Full Name': 'Asha Rao', Email: email, 'Phone Number': '9876543210', Description: 'Villa' };
        await expectValues(dialog, values);
        await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
        expect(await storedDemoRequests(email)).toHaveLength(0);

        failing = false;
        expect(await submitAndExpectBooked(page, dialog, email, 'Villa')).toHaveLength(1);
      });
    }

    // Closed before its save starts (Cancel while the form's checks wait for their chunk), a Submit
    // is let go, as one kept from before the code: also when the dialog is opened again meanwhile.
    for (const checks of ['load', 'cannot load'] as const) {
      test(`a Submit let go by Cancel while the form is being checked is not sent when the checks ${checks}`, async ({
        page,
        email,
      }) => {
        const { release } = await routeChunks(page, 'is a required field', {
          hold: true,
          failing: () => checks === 'cannot load',
        });
        const dialog = await openFilledDemoDialog(page, email);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        // The code has the Submit (a Submit kept from before the code is let go by a close too).
        await expect(dialog.getByRole('button', { name: demoDialogText.submitting })).toBeVisible();
        await expect(dialog.getByRole('status').filter({ hasText: demoDialogText.saving })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await openDemoDialog(page);
        release();
        await networkQuiet(page);
        await expect(page.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
        expect(await storedDemoRequests(email)).toHaveLength(0);
        // Every value is there, no failure is said, and Submit sends it.
        await expect(dialog.getByLabel('Email')).toHaveValue(email);
        await expect(dialog.getByRole('alert')).toHaveText('');
        if (checks === 'load') expect(await submitAndExpectBooked(page, dialog, email)).toHaveLength(1);
      });
    }

    test('a value changed while the form is being checked is checked too: nothing wrong is sent', async ({
      page,
      email,
    }) => {
      const { release } = await routeChunks(page, 'is a required field', { hold: true });
      const calls = countFirestoreCalls(page);
      const dialog = await openFilledDemoDialog(page, email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('button', { name: demoDialogText.submitting })).toBeVisible();
      await dialog.getByLabel('Phone Number').fill('98765');
      release();
      // The field's own message, not a failed save's.
      await expect(shownIn(dialog, MESSAGES.phone)).toBeVisible();
      await networkQuiet(page);
      await expect(dialog.getByRole('alert')).toHaveText('');
      expect(calls).toHaveLength(0);
      await dialog.getByLabel('Phone Number').fill('9876501234');
      const [stored] = await submitAndExpectBooked(page, dialog, email);
      expect(stored?.data).toMatchObject({ phone: '9876501234' });
    });

    test('a booking saved while the confirmation cannot load keeps the saved message and gives its reference', async ({
      page,
      email,
    }) => {
      // The confirmation's chunk (its calendar link's).
      const { failures } = await routeChunks(page, 'calendar.google.com', { failing: () => true });
      const dialog = await openFilledDemoDialog(page, email);
      await submitAndExpectBooked(page, dialog, email);
      await expect(dialog).toBeHidden();
      // The reference alone: the confirmation's chunk did not come, so neither did its links.
      expect(failures()).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: confirmationText.label }).getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the page is still there
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    });
  });

  test.describe('accessibility', () => {
    test("each field's hint is its description, and stays so beside an error", async ({ page }) => {
      const dialog = await openDemoDialog(page);
      for (const [name, hint] of Object.entries(FIELD_HINTS)) {
        await expect(dialog.getByLabel(FIELD_LABELS[name as keyof typeof FIELD_HINTS])).toHaveAccessibleDescription(
          name === 'preferredDate' ? `${hint} ${DATE_KEYS_HINT}` : hint, // a mouse's: the keys too
        );
      }
      const phone = dialog.getByLabel(FIELD_LABELS.phone);
      await phone.fill('98765');
      await phone.blur();
      await expect(phone).toHaveAccessibleDescription(`${FIELD_HINTS.phone} ${MESSAGES.phone}`);
    });

    for (const width of [375, 1440]) {
      test(`axe finds nothing at ${width}px with the dialog open, with errors showing, and with the calendar open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const dialog = await openDemoDialog(page);
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'Submit' }).click({ force: true });
        await dialog.getByLabel('Email').fill('not-an-email');
        await dialog.getByLabel('Email').blur();
        await expect(shownIn(dialog, MESSAGES.email)).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByLabel('Preferred Date').focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('dialog', { name: 'Choose Date' }).getByRole('gridcell').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`axe finds nothing at ${width}px in the dialog before its code, empty and with a field left wrong`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await blockScripts(page);
        await page.reload();
        const dialog = await openDemoDialog(page);
        await expectNoAxeViolations(page);
        await dialog.getByLabel('Email').fill('not-an-email');
        await dialog.getByLabel('Email').blur();
        await expect(dialog.getByText(MESSAGES.email)).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`at ${width}px Tab goes from Cancel to Submit, the next one drawn, its focus ring plain though dimmed`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const dialog = await openDemoDialog(page);
        const cancel = dialog.getByRole('button', { name: 'Cancel' });
        const submit = dialog.getByRole('button', { name: 'Submit' });
        await cancel.focus();
        await page.keyboard.press('Tab');
        await expect(submit).toBeFocused();
        // The empty form cannot be sent yet: Submit is dimmed, and its ring as plain as any other.
        await expect(submit).toBeDisabled();
        await expectVisibleFocus(page);
        const [from, to] = [await cancel.boundingBox(), await submit.boundingBox()];
        if (!from || !to) throw new Error('Cancel and Submit are drawn');
        const below = to.y >= from.y + from.height;
        const besideRight = Math.abs(to.y - from.y) < 1 && to.x >= from.x + from.width;
        expect(below || besideRight, `Submit at ${to.x},${to.y}; Cancel at ${from.x},${from.y}`).toBe(true);
      });
    }

    test('at 200% zoom on a laptop (768 x 432 px) the buttons scroll with the form, and Tab shows each stop whole', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 432 });
      await inTheTallestMonth(page);
      const dialog = await openDemoDialog(page);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).not.toBeInViewport(); // not pinned over a quarter of the dialog
      await dialog.getByLabel('Full Name').focus();
      for (let tabs = 0; !(await isFocused(submit)); tabs += 1) {
        expect(tabs, 'Tab reaches Submit').toBeLessThan(15);
        await page.keyboard.press('Tab');
        const date = dialog.getByLabel('Preferred Date');
        // The date's calendar opens whole in view; its field may go partly out of it to make room.
        if (await isFocused(date)) {
          await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeInViewport({ ratio: 1 });
          await expect(date).toBeInViewport();
        } else await expectVisibleFocus(page);
      }
    });

    test("in Windows' forced colours a dimmed Submit and an unavailable Cancel are drawn in GrayText", async ({
      page,
      email,
    }) => {
      // Forced colours drop the fills and the faded text that show them otherwise.
      await page.emulateMedia({ forcedColors: 'active' });
      const grayText = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'GrayText';
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      const dialog = await openDemoDialog(page);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await expect(submit).toHaveCSS('color', grayText); // the empty form cannot be sent
      await expect(cancel).not.toHaveCSS('color', grayText);
      const release = await holdFirestore(page);
      await fillRequiredFields(page, email);
      await expect(submit).not.toHaveCSS('color', grayText);
      await submit.click();
      await expect(cancel).toHaveCSS('color', grayText); // saving
      release();
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    });

    test('a demo is booked with the keyboard alone, with a visible focus indicator throughout', async ({
      page,
      email,
    }) => {
      // A laptop: the dialog scrolls, the rings at its edges show whole, and its pinned buttons
      // cover no field that Tab reaches.
      await page.setViewportSize({ width: 1280, height: 720 });
      const demoButton = page.getByRole('button', { name: 'Schedule a Demo' });
      for (let tabs = 0; !(await isFocused(demoButton)); tabs += 1) {
        expect(tabs, 'Tab reaches the Schedule a Demo button').toBeLessThan(40);
        await page.keyboard.press('Tab');
        await expectVisibleFocus(page);
      }
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
      await expect(dialog).toBeVisible();
      // Focus is on Close; a person tabs on once the fields are drawn (a Tab while the form is still
      // loading leaves the modal dialog for the browser's own controls, and the next comes back).
      await expect(dialog.getByLabel('Full Name')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeInViewport({ ratio: 1 });
      // Shift+Tab leaves it for the browser's own controls too: the dialog is no stop of its own.
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator(':focus')).toHaveCount(0);

      const tabTo = async (name: string | RegExp) => {
        await page.keyboard.press('Tab');
        await expectVisibleFocus(page);
        await expect(page.locator(':focus')).toHaveAccessibleName(name);
      };
      await tabTo(demoDialogText.close); // and the next Tab comes back to Close
      await tabTo(/Full Name/);
      await page.keyboard.type('Asha Rao');
      await tabTo(/Email/);
      await page.keyboard.type(email);
      await tabTo(/Phone Number/);
      await page.keyboard.type('9876543210');
      await tabTo(/Preferred Date/);
      await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(page);
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel('Preferred Date')).toHaveValue(indianDay(1).display);
      await expectCalendarClosedOnField(page);
      await tabTo('Clear the date');
      await tabTo(/Preferred Time/);
      await page.keyboard.press('ArrowDown');
      await tabTo('Normal');
      await page.keyboard.press('ArrowRight');
      await tabTo(/Description/);
      await page.keyboard.type('Keyboard booking');
      await tabTo(GRIEVANCE_OFFICER.email);
      await tabTo(`${bookingPrivacyNotice.link} ${navigationText.opensInNewTab}`);
      await tabTo('Cancel');
      await tabTo('Submit');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      await expect(page.getByRole('region', { name: confirmationText.label })).toBeFocused();
      const [stored] = await storedDemoRequests(email);
      expect(stored?.data).toMatchObject({
        fullName: 'Asha Rao',
        preferredDate: indianDay(1).istMidnight,
        preferredTime: '09:00',
        urgency: 'high',
        description: 'Keyboard booking',
      });
    });
  });
});
