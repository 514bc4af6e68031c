import { expect, type Locator, type Page } from '@playwright/test';

import { confirmationText, demoDialogText, formatReference, saveMessages } from '../../content/demo';
import { IST_OFFSET_MS } from '../../lib/preferred-date';

import { storedDemoRequests } from './firestore';

/** A unique email per test, so that tests running in parallel find only their own documents. */
export function uniqueEmail(testId: string) {
  return `asha.${testId.replace(/[^a-z0-9]/gi, '')}.${Date.now()}@example.in`;
}

/**
 * A phone number of its own, for a test that needs the booking mailed: the function mails at most
 * three bookings per phone number a day, and the other tests all book with one number.
 */
export function uniquePhone() {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A message of the form as the visitor sees it (the browser's own, hidden once the code runs, stay in the HTML). */
export const shownIn = (dialog: Locator, text: string | RegExp) =>
  dialog.getByText(text, { exact: true }).locator('visible=true');

/**
 * Taps a Schedule Demo button as soon as it is drawn, expects the dialog at once, then its form (the
 * form's code may still be loading, as a visitor would see: they wait for the fields to type in).
 */
export async function openDemoDialog(page: Page, button = 'Schedule a Demo') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  return dialog;
}

/** Today's calendar date in India, `days` ahead: for DD/MM/YYYY and the stored 00:00 IST timestamp. */
export function indianDay(days = 0) {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('/')
    .map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    display: `${pad(utc.getUTCDate())}/${pad(utc.getUTCMonth() + 1)}/${utc.getUTCFullYear()}`,
    istMidnight: utc.getTime() - IST_OFFSET_MS,
  };
}

/** Focuses the date from another field (so the focus opens the calendar); returns the calendar. */
export async function openCalendar(page: Page) {
  await page.getByLabel('Full Name').focus();
  await page.getByLabel('Preferred Date').focus();
  const calendar = page.getByRole('dialog', { name: 'Choose Date' });
  await expect(calendar).toBeVisible();
  return calendar;
}

/**
 * Picks today + `days` with the keyboard: focusing the field opens the calendar, ArrowDown moves
 * into it (onto today), the arrows move, Enter picks, and the calendar closes with focus back on
 * the field.
 */
export async function pickDateByKeyboard(page: Page, days: number) {
  await openCalendar(page);
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < days; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expectCalendarClosedOnField(page);
}

/**
 * After a pick, Escape or a clear, the calendar is closed and focus is on the field. This lets the
 * next frame and the timeouts queued before it run, then checks that focus stayed there and the
 * calendar stayed closed (giving focus back must not reopen it).
 */
export async function expectCalendarClosedOnField(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Choose Date' });
  await expect(calendar).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page.getByLabel('Preferred Date')).toBeFocused();
  await expect(calendar).toHaveCount(0);
}

export async function fillRequiredFields(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9876543210');
}

/** Opens the booking dialog (openDemoDialog) and fills in its required fields, with `email`. */
export async function openFilledDemoDialog(page: Page, email: string, button?: string) {
  const dialog = await openDemoDialog(page, button);
  await fillRequiredFields(page, email);
  return dialog;
}

/** Submits the booking dialog's form; the page says the booking is saved. */
export async function submitAndExpectSaved(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: saveMessages.saved })).toBeVisible();
}

/** Submits; the booking is saved, and the one shown is the stored one with this description. */
export async function submitAndExpectBooked(page: Page, dialog: Locator, email: string, description = '') {
  await submitAndExpectSaved(page, dialog);
  const stored = await storedDemoRequests(email);
  const shown = stored.find((request) => request.data.description === description);
  expect(shown, `a request described "${description}"`).toBeDefined();
  await expect(
    page
      .getByRole('region', { name: confirmationText.label })
      .getByText(formatReference(shown?.documentId ?? ''), { exact: true }),
  ).toBeVisible();
  return stored;
}

/** Each field, found by its label in `scope`, has its value. */
export async function expectValues(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByLabel(label)).toHaveValue(value);
}

/** The booking dialog offers these apps, each ticked, and no other. */
export async function expectDemoOf(page: Page, names: string[]) {
  const apps = page.getByRole('dialog', { name: 'Schedule a demo' }).getByRole('group', { name: demoDialogText.apps });
  await expect(apps.getByRole('checkbox')).toHaveCount(names.length);
  for (const name of names) await expect(apps.getByRole('checkbox', { name })).toBeChecked();
}
