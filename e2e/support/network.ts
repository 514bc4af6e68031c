import { expect, type Page } from '@playwright/test';

/**
 * Resolves once none of the page's requests has been in flight for `quietMs`, counted from now:
 * what a "nothing more was sent" check needs after an action. Playwright's 'networkidle' load
 * state fires once per load, so once the page has been idle it no longer waits for anything.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100], timeout: 10_000 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
