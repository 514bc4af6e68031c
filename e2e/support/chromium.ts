import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else `chromium` on the PATH
 * (Debian's package), else a browser Playwright installed itself.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
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
    'No Chromium found for the browser tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for a headless Chromium on a machine with no outside network (shared with the benchmark). */
export { CHROMIUM_ARGS } from '../../scripts/lib/chromium-flags.mjs';
