import { expect, type Page, type Request } from '@playwright/test';

/**
 * Resolves once none of the page's requests made from now on has been in flight for `quietMs`:
 * what a "nothing more was sent" check needs after an action. Playwright's 'networkidle' load
 * state fires once per load, so once the page has been idle it no longer waits for anything.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
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
 * Resolves once the page has loaded and its scripts have come and gone quiet: for a test whose
 * subject is what the page's code adds (a menu's arrow keys, the router's history), not its HTML.
 */
export async function codeHasCome(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await networkQuiet(page);
}
