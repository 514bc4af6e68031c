import type { Page } from '@playwright/test';

import { ICON_SPRITE_FILE } from '../../lib/icon-name';

/** Answers the icon sprite, the one image every icon is drawn from, with a 404. */
export async function breakIconSprite(page: Page) {
  await page.route(`**${ICON_SPRITE_FILE}*`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
}
