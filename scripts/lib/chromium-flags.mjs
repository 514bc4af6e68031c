// The Chromium the browser tests and scripts drive, and the flags for a headless Chromium on a
// machine with no outside network: the browser tests (playwright.config.ts), the Open Graph
// image (scripts/render-og-image.mjs) and the benchmark's Lighthouse runs use the same ones.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { readEnv } from '../../lib/env.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * CHROMIUM_PATH when set, else `chromium` on the PATH (Debian's package), else a browser
 * Playwright installed itself.
 * @returns {string}
 */
export function findChromium() {
  const fromEnv = readEnv('CHROMIUM_PATH');
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH
    }
  }
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
