import { firstLoadAssets, openingTags } from './bench-bytes.mjs';
import { deferScripts } from './defer-scripts.mjs';

describe('firstLoadAssets', () => {
  describe('a page with scripts, preloads, a style sheet and a font', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
      <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/module.js"/>
      <link rel="preload" as="image" href="/illustrations/hero.svg"/>
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script id="_R_">self.__next_f.push([1,"<script src=\\"/nope.js\\">"])</script>
      <script src="/_next/static/chunks/late.js" async=""></script>
    </head></html>`;

    test('lists every script the browser fetches, once each, and no nomodule polyfills', () => {
      expect(firstLoadAssets(html).scripts).toEqual([
        '/_next/static/chunks/main.js',
        '/_next/static/chunks/late.js',
        '/_next/static/chunks/module.js',
      ]);
    });

    test('lists the style sheets and the preloaded fonts, not images', () => {
      const assets = firstLoadAssets(html);
      expect(assets.styles).toEqual(['/_next/static/chunks/a.css']);
      expect(assets.fonts).toEqual(['/_next/static/media/inter.woff2']);
    });
  });
});

describe('openingTags', () => {
  test('reads quoted, unquoted and valueless attributes case-insensitively', () => {
    expect(openingTags(`<SCRIPT SRC='/a.js' async noModule data-x=1>`, 'script')).toEqual([
      { src: '/a.js', async: '', nomodule: '', 'data-x': '1' },
    ]);
  });
});

describe('firstLoadAssets of a page whose scripts load after the first paint', () => {
  test('counts the deferred scripts with the others', () => {
    const html = deferScripts(`<html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      </head><body><script src="/_next/static/chunks/late.js" async=""></script></body></html>`);
    expect(firstLoadAssets(html).scripts).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/late.js']);
  });
});
