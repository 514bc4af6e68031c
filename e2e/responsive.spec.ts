import { expect, test, type Page } from './support/test';

import { expectNoAxeViolations } from './support/axe';
import { expectVisibleFocus } from './support/focus';
import { PAGES, VIEWPORTS } from './support/routes';

const WIDTHS = [375, 768, 900, 1024, 1440];
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('layout', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('no page scrolls sideways', async ({ page }) => {
        for (const route of PAGES) {
          await page.goto(route.path);
          expect(await sidewaysOverflow(page), route.path).toBeLessThanOrEqual(0);
        }
      });
    });
  }
});

// A laptop's 1280 x 800 window at 400% zoom: 320 x 200 CSS px. A header fixed over the top would
// take a third of it: there it scrolls away with the page, and what Tab reaches stops at the top.
test.describe('at 400% zoom (320 x 200 px)', () => {
  test.use({ viewport: { width: 320, height: 200 } });

  test('the header scrolls away with the page, and a link Tab reaches is not under it', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    // A visitor's next key comes once the page has scrolled (smoothly) to the link. A Shift+Tab
    // during that scroll can leave the link before it above the window (Chromium 150, 10x CPU).
    const scrolled = page.evaluate(
      () => new Promise<void>((done) => addEventListener('scrollend', () => done(), { once: true })),
    );
    await page.getByRole('contentinfo').getByRole('link').first().focus();
    await scrolled;
    await expect(header).not.toBeInViewport();
    await page.keyboard.press('Shift+Tab'); // the link before it, scrolled into view
    const top = () => page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(200);
    await expect(header).not.toBeInViewport();

    // A window as narrow but of a phone's height keeps the header over the page, and so does a
    // phone on its side, scrolled down: the spec's header is fixed.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(header).toBeInViewport();
    await page.setViewportSize({ width: 740, height: 300 });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(header).toBeInViewport();
  });
});

// A larger text set in the browser's settings (Chrome's "Font size"), not the page's zoom: the
// breakpoints are in rem, so a desktop window shows the phone's header and layout when the page
// at that text size would not fit. The 640 px case is also the reflow check of a 1280 px window
// at 200% zoom (640 CSS px), with the text doubled as well.
for (const [width, fontSize] of [
  [1024, 24],
  [1280, 32],
  [640, 32],
] as const) {
  test(`with the browser's text at ${fontSize} px, a ${width} px window shows every page whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize } });
    for (const route of PAGES) {
      await page.goto(route.path);
      expect(await sidewaysOverflow(page), route.path).toBeLessThanOrEqual(0);
      const header = await page.getByRole('banner').boundingBox();
      for (const control of await page.getByRole('banner').locator('a, summary').filter({ visible: true }).all()) {
        const box = await control.boundingBox();
        const name = `${route.path}: ${await control.innerText()}`;
        expect(box && box.x + box.width, name).toBeLessThanOrEqual(width);
        expect(box && header && box.y + box.height, name).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      }
    }
  });
}

test.describe('the keyboard', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`on ${name}, every stop Tab reaches on /home shows its focus ring whole`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      let inFooter = false;
      for (let stops = 0; ; stops += 1) {
        await page.keyboard.press('Tab');
        if ((await page.locator(':focus').count()) === 0) break; // on to the browser's own controls
        expect(stops, 'Tab leaves the page in the end').toBeLessThan(100);
        await expectVisibleFocus(page); // scrolled to the window's edge, it is not cut off there
        inFooter ||= await page.getByRole('contentinfo').evaluate((footer) => footer.contains(document.activeElement));
      }
      expect(inFooter, 'Tab reaches the footer').toBe(true);
    });
  }
});

test.describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`on ${name} (${viewport.width} px)`, () => {
      test.use({ viewport });

      for (const route of PAGES) {
        test(`${route.path} has no violations`, async ({ page }) => {
          await page.goto(route.path);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test.describe('with the mobile menu open', () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test('has no violations', async ({ page }) => {
      await page.goto('/home');
      await page.getByText('Menu', { exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('with the COMPANY dropdown open', () => {
    test.use({ viewport: VIEWPORTS.desktop });

    test('has no violations', async ({ page }) => {
      await page.goto('/about-us');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByText('COMPANY').click();
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
