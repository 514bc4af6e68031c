import { expect, test } from './support/test';

import { expectNoAxeViolations } from './support/axe';
import { PAGES, VIEWPORTS } from './support/routes';

const WIDTHS = [375, 768, 900, 1024, 1440];

test.describe('layout', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('no page scrolls sideways', async ({ page }) => {
        for (const route of PAGES) {
          await page.goto(route.path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, route.path).toBeLessThanOrEqual(0);
        }
      });
    });
  }

  test.describe('at 200% zoom (a 720 px window at 2x text)', () => {
    test.use({ viewport: { width: 640, height: 800 } });

    test('text reflows without sideways scrolling', async ({ page }) => {
      for (const route of PAGES) {
        await page.goto(route.path);
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '200%';
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route.path).toBeLessThanOrEqual(0);
      }
    });
  });
});

// A larger text set in the browser's settings (Chrome's "Font size"), not the page's zoom: the
// breakpoints are in rem, so a desktop window shows the phone's header and layout when the page
// at that text size would not fit.
for (const [width, fontSize] of [
  [1024, 24],
  [1280, 32],
] as const) {
  test(`with the browser's text at ${fontSize} px, a ${width} px window shows every page whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize } });
    for (const route of PAGES) {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
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
      await page.getByRole('navigation', { name: 'Main' }).getByText('COMPANY').click();
      await expectNoAxeViolations(page);
    });
  });
});
