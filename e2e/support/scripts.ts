import { test, type Page } from './test';
import { codeHasCome } from './network';

/** The page's own scripts (Next.js' chunks): everything its code needs. */
const SCRIPTS = '**/_next/static/**/*.js';

/** The chunks of the page's code, each a file whose text a test can look into. */
const CHUNKS = '**/_next/static/chunks/*.js';

/**
 * Routes each chunk of the page's code whose text has `marker` (other chunks come as they are):
 * with `hold`, it waits for the returned `release`; then, while `failing` says so, it fails (with
 * `error`, a refused connection by default), else it comes with `append` run after its code.
 * `failures` counts the chunks failed so far.
 */
export async function routeChunks(
  page: Page,
  marker: string,
  { hold = false, failing = (): boolean => false, error = 'connectionrefused', append = '' } = {},
) {
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : undefined;
  let failed = 0;
  await page.route(CHUNKS, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(marker)) return route.fulfill({ response, body });
    await released;
    if (failing()) {
      failed += 1;
      return route.abort(error);
    }
    return route.fulfill({ response, body: append ? `${body}\n${append}` : body });
  });
  return { release, failures: () => failed };
}

/** Fails the page's scripts (JavaScript on, the code cannot load: a dead connection). */
export async function blockScripts(page: Page) {
  await page.route(SCRIPTS, (route) => route.abort());
}

/**
 * Holds the page's scripts back until the returned `release` is called: the visitor acts on the
 * page as drawn, before its code (as on a slow phone), then the code comes. Go to the page with
 * `waitUntil: 'domcontentloaded'` (or 'commit'): the scripts are added at the first paint, which
 * may come before the load event, and a held script then holds the load event too.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.fallback(); // to a route of the test's own, if any
  });
  return release;
}

/** Goes to `path` with the page's scripts held back (holdScripts); returns what lets them come. */
export async function gotoBeforeTheCode(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * The ways a visitor meets a page's controls, each a test of `check` on `path`: with the page's
 * code, with its scripts failing to load, and without JavaScript (`noJavaScript: false` where that
 * has a test of its own).
 */
export function testFromTheHtml(
  path: string,
  check: (page: Page, withCode: boolean) => Promise<void>,
  { noJavaScript = true } = {},
) {
  test('with the page’s code', async ({ page }) => {
    await page.goto(path);
    await codeHasCome(page); // else the check may be over before the code runs, and prove nothing of it
    await check(page, true);
  });

  test('with its scripts failing to load', async ({ page }) => {
    await blockScripts(page);
    await page.goto(path);
    await check(page, false);
  });

  if (noJavaScript)
    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      test('without JavaScript', async ({ page }) => {
        await page.goto(path);
        await check(page, false);
      });
    });
}
