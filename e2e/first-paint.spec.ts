import { expect, test, type Page } from './support/test';

import { DEFERRED_SCRIPTS_ID, LOADER_FALLBACK_MS } from '../scripts/lib/defer-scripts.mjs';
import { PAGES } from './support/routes';

// What the first screen waits for (docs/site.md): the HTML and one style sheet. Next.js'
// scripts are requested after the first contentful paint (scripts/lib/defer-scripts.mjs), and no
// web font or favicon is fetched at all. The page still hydrates: every other browser test shows it.

/**
 * Holds back the loader's safety timer (LOADER_FALLBACK_MS), so that the scripts can only come from the path under
 * test (the first paint, a hidden tab, the next frame), however slowly the machine paints.
 */
async function holdLoaderFallback(page: Page) {
  await page.addInitScript((fallback) => {
    const setTimeoutOriginal = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === fallback ? 0 : setTimeoutOriginal(handler, delay, ...rest)) as typeof window.setTimeout;
  }, LOADER_FALLBACK_MS);
}

interface Timeline {
  firstContentfulPaint: number;
  requests: { url: string; startTime: number; initiatorType: string }[];
  deferred: string[];
  /** How many <script src> elements the page has for each URL, once it has hydrated. */
  tags: Record<string, number>;
}

for (const { path, heading } of PAGES) {
  test.describe(path, () => {
    let timeline: Timeline;

    test.beforeEach(async ({ page }) => {
      await holdLoaderFallback(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Until every listed script has been fetched (or the test's time runs out).
      await page.waitForFunction((listId) => {
        const listed = JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[];
        const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        return listed.length > 0 && listed.every((url) => fetched.includes(url));
      }, DEFERRED_SCRIPTS_ID);
      await page.waitForLoadState('networkidle');
      timeline = await page.evaluate((listId) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          firstContentfulPaint: paint ? paint.startTime : NaN,
          requests: performance.getEntriesByType('resource').map((entry) => ({
            url: new URL(entry.name).pathname,
            startTime: entry.startTime,
            initiatorType: (entry as PerformanceResourceTiming).initiatorType,
          })),
          deferred: JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[],
          tags: [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
            .map((script) => new URL(script.src).pathname)
            .reduce<Record<string, number>>((counts, url) => ({ ...counts, [url]: (counts[url] ?? 0) + 1 }), {}),
        };
      }, DEFERRED_SCRIPTS_ID);
    });

    test('requests every Next.js script after the first contentful paint, once each', () => {
      expect(timeline.firstContentfulPaint).toBeGreaterThan(0);
      const scripts = timeline.requests.filter((request) => request.url.endsWith('.js'));
      expect(timeline.deferred.length).toBeGreaterThan(0);
      // Every listed script was loaded, exactly once (the Turbopack runtime finds the tags the loader added).
      for (const url of timeline.deferred) {
        expect(
          scripts.filter((script) => script.url === url),
          url,
        ).toHaveLength(1);
        expect(timeline.tags[url], url).toBe(1);
      }
      for (const script of scripts) {
        expect(script.startTime, script.url).toBeGreaterThan(timeline.firstContentfulPaint);
      }
    });

    test('fetches nothing but its style sheet and lazy images before the first contentful paint, and no web font', async ({
      page,
    }) => {
      const early = timeline.requests.filter((request) => request.startTime < timeline.firstContentfulPaint);
      for (const request of early) {
        const what = `${request.url} (${request.initiatorType})`;
        if (request.initiatorType === 'img') continue; // a lazy image near the first screen, found by the first layout
        expect(request.url, what).toMatch(/^\/_next\/static\/chunks\/[\w-]+\.css$/);
      }
      // Every image is lazy, so React adds no preload for it to the head.
      await expect(page.locator('img:not([loading="lazy"])')).toHaveCount(0);
      expect(timeline.requests.filter((request) => /\.(woff2?|ttf|otf)$/.test(request.url))).toEqual([]);
      // The favicon is inline, so the browser does not fetch it while the page loads.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    });
  });
}

test.describe("the loader's other paths, in Chromium", () => {
  /**
   * When the browser began to fetch the page's first script: while the page was still being parsed
   * (before it became interactive), and after the first contentful paint. Null until it has.
   */
  const firstScript = (page: Page) =>
    page.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => /^\/_next\/.*\.js$/.test(new URL(entry.name).pathname));
      const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (!script || !parsed?.domInteractive) return null;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        whileParsing: script.startTime < parsed.domInteractive,
        painted: !!paint && paint.startTime < script.startTime,
      };
    });

  for (const [title, patch, fetched] of [
    [
      'in a hidden tab (no paint to wait for) the scripts are added at once, while the page is parsed',
      () => Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true }),
      { whileParsing: true },
    ],
    // Usually once the page is parsed; on a busy machine the first paint may come while it still is.
    ['in a visible tab they are added after its first paint', null, { painted: true }],
    [
      'where observing paints throws, they still come, without the fallback timer',
      () => {
        PerformanceObserver.prototype.observe = () => {
          throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver'");
        };
      },
      {},
    ],
  ] as const) {
    test(title, async ({ page }) => {
      if (patch) await page.addInitScript(patch);
      await holdLoaderFallback(page);
      await page.goto('/home', { waitUntil: 'domcontentloaded' }); // not waiting for hydration, which may never come
      // Until the page has its scripts; null if they never come.
      await expect.poll(() => firstScript(page)).toMatchObject(fetched);
    });
  }
});
