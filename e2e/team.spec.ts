import { expect, test } from './support/test';

test.describe('team page', () => {
  test('shows 4 managers, then 17 others in rows of 5, 4, 5 and 4 (the last place invites you to join)', async ({
    page,
  }) => {
    await page.goto('/team');
    const rows = page.locator('[data-team-row]');
    const sizes = await rows.evaluateAll((lists) => lists.map((list) => list.children.length));
    expect(sizes).toEqual([4, 5, 4, 5, 4]);
    const members = page.locator('[data-team-row] figure');
    await expect(members).toHaveCount(4 + 17);
    for (const member of await members.all()) {
      await expect(member.locator('svg')).toBeVisible();
      await expect(member.locator('figcaption span')).toHaveCount(2);
    }
    const join = rows.last().getByRole('link', { name: /You\? We are hiring/ });
    await join.click();
    await expect(page.locator('#careers')).toBeInViewport();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('each row of staff sits on one line', async ({ page }) => {
      await page.goto('/team');
      const rows = page.locator('[data-team-row]');
      for (const row of await rows.all()) {
        const tops = await row
          .locator(':scope > li')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
    });
  });
});
