import { expect, test } from './support/test';

import { navigationText } from '../content/navigation';
import { GRIEVANCE_OFFICER, RETENTION_DAYS, bookingPrivacyNotice } from '../content/privacy';
import { ROUTES } from '../content/routes.mjs';
import { openFilledDemoDialog } from './support/demo-form';

test.describe('privacy', () => {
  test.describe('the notice beside Submit', () => {
    test('says what is collected, why, for how long and whom to write to, and its link opens the notice in a new tab, losing nothing', async ({
      page,
    }) => {
      await page.goto(ROUTES.home);
      const dialog = await openFilledDemoDialog(page, 'asha@example.in');
      await expect(
        dialog.getByText(`to prepare the call and see which campaigns work. All deleted after ${RETENTION_DAYS} days`),
      ).toBeVisible();
      // The lead's context: what, and where it waits until sent (DECISIONS.md, "Lead context and the CRM").
      await expect(
        dialog.getByText('held in the browser tab you book from and sent only with your booking (no cookie)'),
      ).toBeVisible();
      // The grievance contact (DECISIONS.md, "After a booking"), the same address as the page's.
      await expect(dialog.getByText(bookingPrivacyNotice.grievance)).toBeVisible();
      await expect(dialog.getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
        'href',
        `mailto:${GRIEVANCE_OFFICER.email}`,
      );
      const [notice] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('link', { name: `${bookingPrivacyNotice.link} ${navigationText.opensInNewTab}` }).click(),
      ]);
      await expect(notice).toHaveURL(new RegExp(`${ROUTES.privacy}$`));
      await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue('asha@example.in');
    });
  });

  test.describe('the page, as search engines and visitors without JavaScript read it', () => {
    test.use({ javaScriptEnabled: false });

    test('says who we are, what is collected and why, the retention, the rights and the grievance officer', async ({
      page,
    }) => {
      await page.goto(ROUTES.privacy);
      const main = page.getByRole('main');
      for (const title of ['Who we are', 'What we collect and why', 'How long we keep it', 'Your rights']) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      await expect(main.getByText(`deleted automatically ${RETENTION_DAYS} days after you send it`)).toBeVisible();
      await expect(main.getByText('the name of the site that sent you')).toBeVisible();
      await expect(main.getByText('session storage, not a cookie')).toBeVisible();
      for (const right of ['(access)', '(correction)', '(erasure)', '(grievance redressal)']) {
        await expect(main.getByText(right)).toBeVisible();
      }
      const officer = main.getByRole('complementary', { name: 'Grievance officer' });
      await expect(officer).toContainText(GRIEVANCE_OFFICER.name);
      await expect(officer.getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
        'href',
        `mailto:${GRIEVANCE_OFFICER.email}`,
      );
    });
  });
});
