import type { Page } from '@playwright/test';

import { ICON_SPRITE_FILE, iconPath } from '../../lib/icon-name';

/**
 * Answers the icon sprite with a 404 when `spriteBroken`, and the icon files named in `broken`
 * (the ones tests add with `addIconAfterHydration`) with a 404, so that the error-reporting tests
 * know exactly which icons fail. Everything else is served as it is.
 */
export async function serveIcons(
  page: Page,
  { broken = [], spriteBroken = false }: { broken?: string[]; spriteBroken?: boolean } = {},
) {
  const brokenPaths = new Set(broken.map(iconPath));
  if (spriteBroken) brokenPaths.add(ICON_SPRITE_FILE);
  await page.route('**/icons/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (brokenPaths.has(pathname)) await route.fulfill({ status: 404, body: 'Not found' });
    else await route.continue();
  });
}

/** Adds an icon after hydration, as its own file, the way a failing icon added late would be. */
export async function addIconAfterHydration(page: Page, name: string) {
  await page.evaluate(
    ({ icon, src }) => {
      const img = document.createElement('img');
      img.dataset.icon = icon;
      img.alt = '';
      img.src = src;
      document.body.append(img);
    },
    { icon: name, src: iconPath(name) },
  );
}
