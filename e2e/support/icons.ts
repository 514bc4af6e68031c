import path from 'node:path';

import type { Page } from '@playwright/test';

import { FALLBACK_ICON_PATH, iconPath } from '../../lib/icon-name';

const FALLBACK_FILE = path.join(__dirname, '../../public', FALLBACK_ICON_PATH);

/**
 * Makes every icon load, except the ones named in `broken`, which answer 404. The error-reporting
 * tests need to know exactly which icons fail; whether the icon set itself is complete is not
 * their subject, so the other icons are answered with a valid SVG.
 */
export async function serveIcons(page: Page, { broken = [] }: { broken?: string[] } = {}) {
  const brokenPaths = new Set(broken.map(iconPath));
  await page.route('**/icons/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === FALLBACK_ICON_PATH) await route.continue();
    else if (brokenPaths.has(pathname)) await route.fulfill({ status: 404, body: 'Not found' });
    else await route.fulfill({ path: FALLBACK_FILE, contentType: 'image/svg+xml' });
  });
}

/** Adds an icon after hydration, the way client components (app picker, demo dialog) render them. */
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
