import { expect, test } from './support/test';

import { attachmentText, eventually, messagesTo } from '../scripts/lib/inbox.mjs';
import {
  fillRequiredFields,
  indianDay,
  openDemoDialog,
  pickDateByKeyboard,
  uniqueEmail,
  uniquePhone,
} from './support/demo-form';
import { storedDemoRequests } from './support/firestore';
import { GRIEVANCE_OFFICER } from '../content/privacy';

const SAVED = 'Demo scheduled successfully! We will contact you soon.';

// The visitor is in India; stored dates are 00:00 IST of the day picked.
test.use({ timezoneId: 'Asia/Kolkata' });

/**
 * The whole way from the page to the visitor's inbox: the site's Firestore emulator, the real
 * function on the Functions emulator, MailDev on 127.0.0.1 (all started by scripts/start.mjs).
 */
test.describe('the booking emails', () => {
  test.describe('booking a demo in the page', () => {
    test('brings a confirmation whose reference is the one the page shows', async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo.testId);
      await page.goto('/home');
      const dialog = await openDemoDialog(page);
      await fillRequiredFields(page, email);
      await dialog.getByLabel('Phone Number').fill(uniquePhone());
      await pickDateByKeyboard(page, 3);
      await dialog.getByLabel('Preferred Time').selectOption({ label: '2:00 PM' });
      await dialog.getByRole('button', { name: 'Submit' }).click();

      await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
      const shown = page.getByRole('region', { name: 'Your demo booking' }).getByText(/^Reference: /);
      await expect(shown).toBeVisible();
      const reference = (await shown.textContent())?.replace('Reference: ', '') ?? '';
      expect(reference).toMatch(/^[A-Za-z0-9]{20}$/);
      expect((await storedDemoRequests(email)).map((stored) => stored.documentId)).toEqual([reference]);

      const [confirmation, ...more] = await eventually(
        () => messagesTo(email),
        (messages) => messages.length > 0,
        { what: `the confirmation to ${email}` },
      );
      expect(more).toEqual([]);
      expect(confirmation?.subject).toBe(`Your HomeOS demo request (Reference: ${reference})`);
      expect(confirmation?.text).toContain(`${SAVED}\n\nReference: ${reference}\n`);
      expect(confirmation?.text).toContain(`${indianDay(3).display} at 2:00 PM IST`);
      expect(confirmation?.text).toContain(`Questions or a grievance: ${GRIEVANCE_OFFICER.email}.`);
      const ics = confirmation ? await attachmentText(confirmation, 'homeos-demo.ics') : '';
      expect(ics).toContain(`UID:demo-${reference}@homeos.example.com`);
    });
  });
});
