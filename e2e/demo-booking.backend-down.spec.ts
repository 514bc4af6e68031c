import { expect, test } from './support/test';

import { openFilledDemoDialog } from './support/demo-form';
import { startFirestoreEmulator, stopFirestoreEmulator, storedDemoRequests } from './support/firestore';
import { saveMessages } from '../content/demo';
import { PREVIEW_TEXT } from '../content/site';

/**
 * These tests stop the real Firestore emulator that serves the browser tests, so they run in
 * their own Playwright project, after every other test (see playwright.config.ts), one at a time,
 * and always start it again.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const { connected: RUNNING, disconnected: DISCONNECTED } = PREVIEW_TEXT;

// A test that failed midway may leave it stopped. When it runs, this returns at once; a failure
// to start it again fails the test rather than the tests after it.
test.afterEach(async () => {
  await startFirestoreEmulator();
});

test.describe('the local backend going away', () => {
  test.describe('preview banner', () => {
    test('reads disconnected once the emulator has stopped, and running when it returns', async ({ page }) => {
      await page.goto('/home');
      const banner = page.getByRole('status').filter({ hasText: 'Preview backend' });
      await expect(banner).toHaveText(RUNNING);
      const layout = await page.locator('main').boundingBox();

      await stopFirestoreEmulator();
      await expect(banner).toHaveText(DISCONNECTED);
      expect(await page.locator('main').boundingBox()).toEqual(layout);

      await startFirestoreEmulator();
      await expect(banner).toHaveText(RUNNING);
    });
  });

  test.describe('booking', () => {
    test('with the emulator stopped, the failure is announced and the values kept; after it returns, the retry is saved', async ({
      page,
      email,
    }) => {
      await page.goto('/home');
      await stopFirestoreEmulator();
      const dialog = await openFilledDemoDialog(page, email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(saveMessages.failed);
      await expect(dialog.getByLabel('Email')).toHaveValue(email);

      await startFirestoreEmulator();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status').getByText(saveMessages.saved, { exact: true })).toBeVisible();
      expect(await storedDemoRequests(email)).toHaveLength(1);
    });
  });
});
