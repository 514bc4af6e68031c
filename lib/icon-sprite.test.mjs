import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { iconSpriteCss, layOutIconSprite } from './icon-sprite.mjs';

const ICONS = path.join(process.cwd(), 'public', 'icons');
const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none"';

/** A public/icons/ of its own: { 'namespace/name': file text }. */
function iconsDir(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'icons-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, `${file}.svg`), text);
  }
  return dir;
}

describe('layOutIconSprite', () => {
  it('puts every icon of public/icons/ but the fallback in the sprite, in order, as it is drawn', () => {
    const files = readdirSync(ICONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(path.join(ICONS, dir.name)).map((file) => `${dir.name}:${file.replace(/\.svg$/, '')}`),
      )
      .filter((name) => name !== 'ui:fallback')
      .sort();
    const { svg, positions } = layOutIconSprite(ICONS);

    expect([...positions.keys()]).toEqual(files);
    for (const name of files) {
      const [namespace, file] = name.split(':');
      const drawing = readFileSync(path.join(ICONS, `${namespace}/${file}.svg`), 'utf8').trim();
      expect(svg).toContain(drawing.slice(drawing.indexOf('>') + 1));
    }
  });

  it('lays the icons out in a row, each on its own 24 px square, 30 px apart', () => {
    const dir = iconsDir({ 'a/one': `${SQUARE}><path d="M1 1"/></svg>`, 'b/two': `${SQUARE}><path d="M2 2"/></svg>` });
    expect(layOutIconSprite(dir).svg.trim()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="54" height="24" viewBox="0 0 54 24">' +
        '<svg x="0" y="0" width="24" height="24" viewBox="0 0 24 24" fill="none"><path d="M1 1"/></svg>' +
        '<svg x="30" y="0" width="24" height="24" viewBox="0 0 24 24" fill="none"><path d="M2 2"/></svg>' +
        '</svg>',
    );
  });

  it("gives each icon the share of the sprite's overflow to its left: the first 0%, the last 100%", () => {
    const dir = iconsDir({
      'a/one': `${SQUARE}><path d="M1 1"/></svg>`,
      'a/two': `${SQUARE}><path d="M2 2"/></svg>`,
      'b/three': `${SQUARE}><path d="M3 3"/></svg>`,
    });
    expect(layOutIconSprite(dir).positions).toEqual(
      new Map([
        ['a:one', '0%'],
        ['a:two', '50%'],
        ['b:three', '100%'],
      ]),
    );
    expect(layOutIconSprite(iconsDir({ 'a/only': `${SQUARE}></svg>` })).positions).toEqual(new Map([['a:only', '0%']]));
  });

  it('refuses an icon not drawn on a 24 × 24 grid, or with an id, naming it', () => {
    expect(() =>
      layOutIconSprite(iconsDir({ 'a/wide': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 24"></svg>' })),
    ).toThrow('Icon a:wide: expected <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" …>');
    expect(() => layOutIconSprite(iconsDir({ 'a/named': `${SQUARE}><path id="p" d="M1 1"/></svg>` }))).toThrow(
      'Icon a:named: ids are not allowed (the sprite would share them)',
    );
  });
});

describe('iconSpriteCss', () => {
  it('draws every icon image scaled to its height, moved to its own square', () => {
    expect(
      iconSpriteCss(
        new Map([
          ['a:one', '0%'],
          ['b:two', '100%'],
        ]),
      ),
    ).toEqual({
      'img[data-icon]': { 'object-fit': 'cover' },
      'img[data-icon="a:one"]': { 'object-position': '0% 0' },
      'img[data-icon="b:two"]': { 'object-position': '100% 0' },
    });
  });
});
