import { expect, test } from './support/test';

import { attachmentText, messagesTo } from '../scripts/lib/inbox.mjs';
import { eventually } from '../scripts/lib/processes.mjs';
import {
  expectDemoOf,
  fillRequiredFields,
  indianDay,
  openFilledDemoDialog,
  pickDateByKeyboard,
  submitAndExpectBooked,
  submitAndExpectSaved,
  uniquePhone,
} from './support/demo-form';
import { codeHasCome } from './support/network';
import { holdScripts } from './support/scripts';
import { confirmationEmail, leadBriefTexts } from '../content/booking';
import { formatReference, saveMessages } from '../content/demo';
import { GRIEVANCE_OFFICER, bookingPrivacyNotice } from '../content/privacy';
import { ROUTES } from '../content/routes.mjs';
import { DEMO_CALENDAR_FILE_NAME } from '../lib/demo-calendar';
import { FIELD_LABELS } from '../lib/demo-fields';
import { LOCAL_FUNCTION_PARAMS } from '../scripts/lib/config.mjs';

const SAVED = saveMessages.saved;

// The visitor is in India; stored dates are 00:00 IST of the day picked.
test.use({ timezoneId: 'Asia/Kolkata' });

/** What MailDev has for `email`, once it has something. */
const confirmationsTo = (email: string) =>
  eventually(
    () => messagesTo(email),
    (messages) => messages.length > 0,
    { what: `the confirmation to ${email}` },
  );

/**
 * The whole way from the page to the visitor's inbox: the site's Firestore emulator, the real
 * function on the Functions emulator, MailDev on 127.0.0.1 (all started by scripts/start.mjs).
 */
test.describe('the booking emails', () => {
  // A booking in the page, the function's run and MailDev's polling (up to 30 s, `eventually`).
  test.describe.configure({ timeout: 90_000 });

  test.describe('booking a demo in the page', () => {
    test('brings a confirmation whose reference is the one the page shows', async ({ page, email }) => {
      await page.goto('/home');
      const dialog = await openFilledDemoDialog(page, email);
      await dialog.getByLabel('Phone Number').fill(uniquePhone());
      await pickDateByKeyboard(page, 3);
      await dialog.getByLabel('Preferred Time').selectOption({ label: '2:00 PM' });
      const stored = await submitAndExpectBooked(page, dialog, email);
      expect(stored).toHaveLength(1);
      const reference = stored[0]?.documentId ?? '';
      expect(reference).toMatch(/^[A-Za-z0-9]{20}$/);

      const [confirmation, ...more] = await confirmationsTo(email);
      expect(more).toEqual([]);
      expect(confirmation?.subject).toBe(confirmationEmail.subject(formatReference(reference)));
      expect(confirmation?.text).toContain(`${SAVED}\n\n${formatReference(reference)}\n`);
      expect(confirmation?.text).toContain(`${indianDay(3).display} at 2:00 PM IST`);
      expect(confirmation?.text).toContain(`${bookingPrivacyNotice.grievance} ${GRIEVANCE_OFFICER.email}.`);
      const ics = confirmation ? await attachmentText(confirmation, DEMO_CALENDAR_FILE_NAME) : '';
      expect(ics).toContain(`UID:demo-${reference}@`);
    });
  });

  test.describe('a lead from a campaign', () => {
    test('the sales alert says where it came from, where it booked and the apps it picked', async ({ page, email }) => {
      // Lands from an ad on the products and goes on before that page's code has come, to pick apps.
      const release = await holdScripts(page);
      await page.goto(`${ROUTES.productsList}?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-2026`, {
        waitUntil: 'commit',
      });
      await page.getByRole('banner').getByRole('link', { name: 'Try For Free' }).click();
      await expect(page).toHaveURL(ROUTES.allApps);
      release();
      await codeHasCome(page); // where it landed is remembered by the page's code, and the picks
      // Comes back to the picker by its address: a page loaded later leaves where it landed as it was.
      await page.goto(ROUTES.allApps);
      await codeHasCome(page);
      const main = page.getByRole('main');
      for (const name of ['Hub', 'Task Management', 'Vault'])
        await main.getByRole('checkbox', { name, exact: true }).check();
      await page.getByRole('button', { name: 'Book a demo of these' }).click();

      // The dialog offers the picks; the visitor leaves one out.
      await expectDemoOf(page, ['Hub', 'Task Management', 'Vault']);
      const dialog = page.getByRole('dialog', { name: 'Schedule a demo' });
      await dialog.getByRole('checkbox', { name: 'Vault' }).uncheck();
      await fillRequiredFields(page, email);
      await dialog.getByLabel('Full Name').fill(`Asha ${'Venkataraghavan'.repeat(5)}`); // one long word
      await dialog.getByLabel('Description').fill('A corner plot in Pune.\nمیں پونے میں گھر بنا رہا ہوں۔');
      await dialog.getByLabel('Phone Number').fill(uniquePhone());
      await submitAndExpectSaved(page, dialog);

      const [alert, ...more] = await eventually(
        async () =>
          (await messagesTo(LOCAL_FUNCTION_PARAMS.SALES_EMAIL)).filter((message) => message.text?.includes(email)),
        (messages) => messages.length > 0,
        { what: `the sales alert for ${email}` },
      );
      expect(more).toEqual([]);
      const brief = alert?.text?.split(`${leadBriefTexts.title}\n`)[1]?.split('\n\n')[0];
      expect(brief?.split('\n')).toEqual([
        'Source: Google Ads, campaign monsoon-2026',
        `Landed on: ${ROUTES.productsList}`,
        `Booked from: ${ROUTES.allApps}`,
        "Button: Book a demo of these, in the app picker's panel",
        'Apps to demo: Hub, Task Management (Business)',
      ]);
      // The visitor's confirmation names the apps too.
      const [confirmation] = await confirmationsTo(email);
      expect(confirmation?.text).toContain(confirmationEmail.apps('Hub, Task Management'));

      // Read on a phone, both stay inside their card, the visitor's long name and address too.
      const reader = await page.context().newPage();
      await reader.setViewportSize({ width: 375, height: 800 });
      for (const message of [alert, confirmation]) {
        await reader.setContent(message?.html ?? '');
        const overflow = await reader.locator('body > div').evaluate((card) => {
          const style = getComputedStyle(card);
          const inside =
            card.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
          // Boxes, and the text in them (a long word runs out of its paragraph, whose box stays put).
          const parts = [...card.querySelectorAll('*')].map((element) => ({
            box: element.getBoundingClientRect(),
            text: element.textContent ?? '',
          }));
          const texts = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            parts.push({ box: range.getBoundingClientRect(), text: text.textContent ?? '' });
          }
          return parts.filter(({ box }) => box.right > inside + 0.5).map(({ text }) => text.slice(0, 60));
        });
        expect(overflow, message?.subject).toEqual([]);
      }
      // In the alert, each line of the description reads in its own direction: the English one from
      // the cell's left edge, the Urdu one from its right (both shorter than the cell, on a laptop).
      await reader.setViewportSize({ width: 1280, height: 800 });
      await reader.setContent(alert?.html ?? '');
      // Its values, the booking's and where it came from, all start at one edge.
      const starts = await reader
        .locator('th')
        .evaluateAll((labels) =>
          labels.map((label) => [
            label.textContent,
            Math.round(label.nextElementSibling?.getBoundingClientRect().left ?? 0),
          ]),
        );
      expect(starts.map(([label]) => label)).toEqual(
        expect.arrayContaining([FIELD_LABELS.fullName, leadBriefTexts.labels.source]),
      );
      expect(new Set(starts.map(([, left]) => left)).size).toBe(1);
      const margins = await reader.locator('td', { hasText: 'A corner plot' }).evaluate((cell) => {
        const [text, box] = [cell.firstChild, cell.getBoundingClientRect()];
        const value = text?.textContent ?? '';
        return value.split('\n').map((line) => {
          const range = document.createRange();
          range.setStart(text as Node, value.indexOf(line));
          range.setEnd(text as Node, value.indexOf(line) + line.length);
          const { left, right } = range.getBoundingClientRect();
          return [Math.round(left - box.left), Math.round(box.right - right)];
        });
      });
      const [english, urdu] = margins;
      expect(english?.[0]).toBe(0);
      expect(english?.[1]).toBeGreaterThan(0);
      expect(urdu?.[0]).toBeGreaterThan(0);
      expect(urdu?.[1]).toBe(0);
    });
  });
});
