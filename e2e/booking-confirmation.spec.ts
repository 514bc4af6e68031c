import { readFileSync } from 'node:fs';

import { expect, test, type Page } from './support/test';

import { DEMO_MINUTES, confirmationEmail } from '../content/booking';
import { confirmationText, formatReference, saveMessages } from '../content/demo';
import { ROUTES } from '../content/routes.mjs';
import { confirmationDetails } from '../content/confirmation';
import { CONTACT } from '../content/site';
import { DEMO_CALENDAR_FILE_NAME } from '../lib/demo-calendar';
import { expectNoAxeViolations } from './support/axe';
import { expectVisibleFocus } from './support/focus';
import {
  indianDay,
  openFilledDemoDialog,
  pickDateByKeyboard,
  submitAndExpectBooked,
  uniqueEmail,
} from './support/demo-form';
import { VIEWPORTS } from './support/routes';

const SAVED = saveMessages.saved;

/** Books a demo in the page, with a day (`days` ahead in India) and 2:00 PM, or with neither, or one of them. */
async function book(page: Page, email: string, days?: number, { time = days !== undefined } = {}) {
  await page.goto(ROUTES.home);
  const dialog = await openFilledDemoDialog(page, email);
  if (days !== undefined) await pickDateByKeyboard(page, days);
  if (time) await dialog.getByLabel('Preferred Time').selectOption({ label: '2:00 PM' });
  const [stored] = await submitAndExpectBooked(page, dialog, email);
  return { confirmation: page.getByRole('region', { name: confirmationText.label }), id: String(stored?.data.id) };
}

test.describe('booking confirmation', () => {
  test.describe('with a day and a time', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test('shows the reference, the time in IST, calendar links, WhatsApp and the email, and takes focus', async ({
      page,
      email,
    }) => {
      const { confirmation, id } = await book(page, email, 3);
      await expect(confirmation).toBeFocused();
      // Its first control, on the green bar, with a focus ring that shows there.
      await page.keyboard.press('Tab');
      await expect(confirmation.getByRole('button', { name: 'Dismiss' })).toBeFocused();
      await expectVisibleFocus(page);
      await expect(confirmation.getByText(formatReference(id), { exact: true })).toBeVisible();
      const day = indianDay(3);
      await expect(confirmation).toContainText(
        new RegExp(`You asked for \\w+day ${day.display} at 2:00 PM IST, for \\d+ minutes\\.`),
      );
      await expect(confirmation.getByText(/your time/)).toHaveCount(0); // India's own zone: said once
      await expect(confirmation).toContainText(confirmationDetails.emailGoes(email));

      // 2:00 PM IST is 08:30 UTC; the demo lasts DEMO_MINUTES.
      const utc = (time: number) => new Date(time).toISOString().replace(/[-:]|\.\d{3}/g, '');
      const start = day.istMidnight + 14 * 60 * 60_000;
      const google = new URL(
        (await confirmation.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
      );
      expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(google.searchParams.get('dates')).toBe(`${utc(start)}/${utc(start + DEMO_MINUTES * 60_000)}`);
      const whatsapp = new URL((await confirmation.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
      expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${CONTACT.whatsapp}`);
      expect(whatsapp.searchParams.get('text')).toContain(formatReference(id));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        confirmation.getByRole('link', { name: confirmationDetails.addToCalendar }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(DEMO_CALENDAR_FILE_NAME);
      const ics = readFileSync(await download.path(), 'utf8');
      expect(ics).toContain(`UID:demo-${id}@`);
      expect(ics).toContain(`DTSTART:${utc(start)}`);
      expect(ics).toContain('BEGIN:VEVENT');

      await confirmation.getByRole('button', { name: 'Dismiss' }).click();
      await expect(confirmation).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Schedule a Demo', exact: true })).toBeFocused();
    });
  });

  test.describe('for a visitor abroad', () => {
    test.use({ timezoneId: 'Europe/London' });

    // With every line it can have (the visitor's own time too), at a phone's and a desktop's width.
    for (const viewport of Object.values(VIEWPORTS)) {
      test(`also shows the moment in their own time zone, and is axe-clean at ${viewport.width} px`, async ({
        page,
        email,
      }) => {
        await page.setViewportSize(viewport);
        const { confirmation } = await book(page, email, 3);
        await expect(confirmation).toContainText(/2:00 PM IST/);
        await expect(confirmation).toContainText(
          /That is \w+day \d\d\/\d\d\/\d{4} at \d+:30 AM your time \(Europe\/London\)\./,
        );
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe('with a day or a time only', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test('says which was asked for, that the team will call to agree the other, and offers no calendar', async ({
      page,
    }, testInfo) => {
      const dayOnly = await book(page, uniqueEmail(`${testInfo.testId}-day`), 3, { time: false });
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Asia/Kolkata' }).format(
        indianDay(3).istMidnight,
      );
      await expect(dayOnly.confirmation).toContainText(
        confirmationEmail.when.dateOnly(`${weekday} ${indianDay(3).display}`),
      );
      await expect(dayOnly.confirmation.getByRole('link', { name: /Google Calendar/ })).toHaveCount(0);
      const timeOnly = await book(page, uniqueEmail(`${testInfo.testId}-time`), undefined, { time: true });
      await expect(timeOnly.confirmation).toContainText(confirmationEmail.when.timeOnly('2:00 PM IST'));
      await expect(timeOnly.confirmation.getByRole('link', { name: /Google Calendar/ })).toHaveCount(0);
    });
  });

  test.describe('with no day or time chosen', () => {
    test("has no calendar links and says the team will call to agree a time; in Windows' forced colours it keeps an edge over the page", async ({
      page,
      email,
    }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      const { confirmation, id } = await book(page, email);
      await expect(confirmation.getByText(formatReference(id), { exact: true })).toBeVisible();
      await expect(confirmation).toContainText(confirmationEmail.when.neither);
      await expect(confirmation.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
      await expect(confirmation.getByRole('link', { name: /Google Calendar/ })).toHaveCount(0);
      await expect(confirmation.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
      await expect(confirmation).not.toHaveCSS('border-top-width', '0px');
    });

    test('Escape dismisses it from anywhere on the page; focus stays, or from inside it goes back to the button', async ({
      page,
      email,
    }, testInfo) => {
      // Fixed over the screen's bottom, it may cover what Tab reaches: Escape clears it without
      // moving focus.
      const { confirmation } = await book(page, email);
      // An open menu takes Escape first.
      const company = page.getByRole('navigation', { name: 'Main' }).locator('summary');
      await company.click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeHidden();
      await expect(confirmation).toBeVisible();
      const blog = page.getByRole('contentinfo').getByRole('link', { name: 'Blog' });
      await blog.focus();
      await page.keyboard.press('Escape');
      await expect(confirmation).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
      await expect(blog).toBeFocused();

      const again = await book(page, uniqueEmail(`${testInfo.testId}-again`));
      await expect(again.confirmation).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(again.confirmation).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Schedule a Demo', exact: true })).toBeFocused();
    });
  });
});
