import { expect, test } from '@playwright/test';

test.describe('site', () => {
  test('home shows the tagline', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'The OS for Home Owners' })).toBeVisible();
  });
});
