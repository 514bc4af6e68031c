import { createHash } from 'node:crypto';
import path from 'node:path';

import { expect, test } from './support/test';

import { ROUTES } from '../content/routes.mjs';
import { ICON_SPRITE_FILE, iconPath } from '../lib/icon-name';
import { layOutIconSprite } from '../lib/icon-sprite.mjs';
import { networkQuiet } from './support/network';
import { pixelsOf } from './support/pixels';

// Every icon is drawn from one sprite (lib/icon-sprite.mjs): one image request per page, and each
// <img data-icon> moved to its own square by the style sheet.
const NAMES = [...layOutIconSprite(path.join(__dirname, '../public/icons')).positions.keys()];
/** The icons' sizes in the site: Tailwind's size-4, size-5 and size-6. */
const SIZES = [16, 20, 24];
const CELL = 32;
/** Pairs of cells (the sprite's icon, then its file) per line of the board. */
const PAIRS_PER_LINE = 12;

test.describe('icons', () => {
  for (const route of [ROUTES.home, ROUTES.allApps]) {
    test(`${route} fetches one image, the icon sprite, named by its content`, async ({ page, request }) => {
      const images: URL[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'image') images.push(new URL(sent.url()));
      });
      await page.goto(route);
      // Bring every section near the screen, so that every lazy icon loads.
      for (const icon of await page.locator('img[data-icon]:visible').all()) {
        await icon.scrollIntoViewIfNeeded();
        await expect
          .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
      }
      await networkQuiet(page);
      expect(await page.locator('img[data-icon]:visible').count()).toBeGreaterThan(10);
      // Every icon from the sprite; the illustrations (the hero, the modules' images) are inline.
      expect(images.map((image) => image.pathname)).toEqual([ICON_SPRITE_FILE]);
      // Its URL carries the hash of the sprite served, so a browser cannot keep an older one for
      // the newer style sheet that places the icons in it.
      const served = await (await request.get(ICON_SPRITE_FILE)).body();
      expect(images[0]?.search).toBe(`?v=${createHash('sha256').update(served).digest('hex').slice(0, 12)}`);
    });
  }

  test('every icon drawn from the sprite looks like its own file, at each size the site uses', async ({ page }) => {
    await page.goto(ROUTES.privacy);
    // A pair of cells per icon and size on a grey board (the footer's icons are white) over the page: the sprite's icon (the
    // page's own style sheet places it), then the icon's file drawn plainly. Sizes are set through
    // the CSSOM, which the Content-Security-Policy allows (it refuses style attributes).
    await page.evaluate(
      ({ names, sizes, cell, perLine, sprite, files }) => {
        const board = document.createElement('div');
        board.id = 'icon-board';
        Object.assign(board.style, {
          position: 'fixed',
          inset: '0 auto auto 0',
          zIndex: '1000',
          background: '#6b7280',
          display: 'grid',
          gridTemplateColumns: `repeat(${2 * perLine}, ${cell}px)`,
        });
        for (const name of names) {
          for (const size of sizes) {
            for (const [src, icon] of [
              [sprite, name],
              [files[name] ?? '', ''],
            ]) {
              const box = document.createElement('div');
              Object.assign(box.style, {
                width: `${cell}px`,
                height: `${cell}px`,
                display: 'grid',
                placeItems: 'center',
              });
              const image = document.createElement('img');
              image.src = src ?? '';
              if (icon) image.dataset.icon = icon;
              Object.assign(image.style, { width: `${size}px`, height: `${size}px` });
              box.append(image);
              board.append(box);
            }
          }
        }
        document.body.append(board);
      },
      {
        names: NAMES,
        sizes: SIZES,
        cell: CELL,
        perLine: PAIRS_PER_LINE,
        sprite: ICON_SPRITE_FILE,
        files: Object.fromEntries(NAMES.map((name) => [name, iconPath(name)])),
      },
    );
    const board = page.locator('#icon-board');
    await expect
      .poll(() =>
        board
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => image.complete && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
    const { width, data } = await pixelsOf(board);

    // Per pair, how far the sprite's icon is from its file, and from the next icon's file at the
    // same size (to show that the measure tells icons apart).
    const scale = width / (2 * PAIRS_PER_LINE * CELL);
    const side = Math.round(CELL * scale);
    /** The pixels of pair `pair`'s cell `column` (0: from the sprite, 1: the file), row by row. */
    const pixels = (pair: number, column: number) => {
      const left = Math.round(((pair % PAIRS_PER_LINE) * 2 + column) * CELL * scale);
      const top = Math.round(Math.floor(pair / PAIRS_PER_LINE) * CELL * scale);
      return Array.from({ length: side }, (_, row) => {
        const start = ((top + row) * width + left) * 4;
        return data.slice(start, start + side * 4);
      }).flat();
    };
    /** Mean absolute difference per channel, 0 to 255. */
    const distance = (a: number[], b: number[]) => {
      let sum = 0;
      for (let index = 0; index < a.length; index += 1) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
      return sum / a.length;
    };
    const count = NAMES.length * SIZES.length;
    const pairs = Array.from({ length: count }, (_, pair) => ({
      own: distance(pixels(pair, 0), pixels(pair, 1)),
      other: distance(pixels(pair, 0), pixels((pair + SIZES.length) % count, 1)),
    }));
    pairs.forEach(({ own, other }, index) => {
      const label = `${NAMES[Math.floor(index / SIZES.length)]} at ${SIZES[index % SIZES.length]} px`;
      // Drawn the same, pixel for pixel (0 when written), where two different icons at 16 px differ by 2.9 or more.
      expect(own, label).toBeLessThan(0.5);
      expect(other, label).toBeGreaterThan(1.5);
    });
  });
});
