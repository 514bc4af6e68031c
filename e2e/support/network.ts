import { expect, type Page, type Request } from '@playwright/test';

import { PREVIEW_TEXT } from '../../content/site';

/**
 * Resolves once none of the page's requests made from now on has been in flight for `quietMs`:
 * what a "nothing more was sent" check needs after an action. Playwright's 'networkidle' load
 * state fires once per load, so once the page has been idle it no longer waits for anything. The
 * default outwaits Turbopack's one retry of a chunk that failed to load (200-600 ms after the
 * failure), after which the code hears of the failure.
 */
export async function networkQuiet(page: Page, quietMs = 1_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
        intervals: [100],
        timeout: 10_000,
        message: `the network to be quiet; still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`,
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Resolves once the page's code has run, then gone quiet: for a test whose subject is what the code
 * adds (a menu's arrow keys, the router's history), not its HTML. The sign is the preview banner
 * (every test build targets the local emulator): its code says what it found only once the page has
 * hydrated. (The load event is no sign: the page's scripts are added after its first paint, which
 * can come after the load event.)
 */
export async function codeHasCome(page: Page): Promise<void> {
  await expect(page.getByText(PREVIEW_TEXT.connected).or(page.getByText(PREVIEW_TEXT.disconnected))).toBeVisible();
  await networkQuiet(page);
}
