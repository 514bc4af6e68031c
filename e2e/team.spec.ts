import { expect, test } from './support/test';

import { teamPage } from '../content/pages';
import { management, staffRows } from '../content/team';
import { SCREENS } from '../lib/screens';

test.describe('team page', () => {
  test('shows 4 managers, then 17 others in rows of 5, 4, 5 and 4 (the last place invites you to join)', async ({
    page,
  }) => {
    await page.goto('/team');
    const managers = page.getByRole('region', { name: teamPage.managementTitle }).getByRole('list');
    await expect(managers).toHaveCount(1);
    await expect(managers.getByRole('listitem')).toHaveCount(4);

    const rows = page.getByRole('region', { name: teamPage.staffTitle }).getByRole('list');
    await expect(rows).toHaveCount(4);
    for (const [index, size] of [5, 4, 5, 4].entries())
      await expect(rows.nth(index).getByRole('listitem')).toHaveCount(size);

    const members = page.getByRole('main').getByRole('figure');
    await expect(members).toHaveCount(4 + 17);
    for (const [index, member] of [...management, ...staffRows.flat()].entries()) {
      const figure = members.nth(index);
      await expect(figure).toHaveAccessibleName(`${member.name} ${member.role}`);
      await expect(figure.locator('svg')).toBeVisible();
    }
    const join = rows.last().getByRole('link', { name: /You\? We are hiring/ });
    await join.click();
    await expect(page.locator('#careers')).toBeInViewport();
  });

  test('on a phone the people go two by two, with no one alone between the rows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/team');
    const rows = page.getByRole('region', { name: teamPage.staffTitle }).getByRole('list');
    await expect(rows).toHaveCount(4); // still four lists to a screen reader
    const tops = await rows
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const perLine = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perLine).toEqual(Array<number>(tops.length / 2).fill(2));
  });

  // From the spec's first breakpoint up (the style sheet's screens), each row is one line; and on a desktop.
  for (const width of [...Object.values(SCREENS).map((screen) => parseFloat(screen) * 16), 1440]) {
    test(`each row of people sits on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/team');
      const rows = page.getByRole('main').getByRole('region').getByRole('list');
      await expect(rows).toHaveCount(5);
      for (const row of await rows.all()) {
        const tops = await row
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
    });
  }
});
