// Renders public/og-image.png (1200×630, the Open Graph / social card) from the hero
// illustration and the brand name and tagline in content/site.ts, and public/icon.png (192×192:
// the icon as a file search engines fetch, and the structured data's logo) from
// public/favicon.svg, with a real Chromium.
// Run it after changing any of those: `node scripts/render-og-image.mjs`, then commit the PNGs.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from './lib/chromium-flags.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'public', 'og-image.png');
const ICON_OUTPUT = path.join(ROOT, 'public', 'icon.png');
const ICON_SIZE = 192; // a multiple of 48, as Google asks of a site's icon
const WIDTH = 1200;
const HEIGHT = 630;

/** Reads `export const NAME = '...'` from content/site.ts, so a rename there reaches the card. */
function siteConstant(name) {
  const source = readFileSync(path.join(ROOT, 'content', 'site.ts'), 'utf8');
  const match = source.match(new RegExp(`export const ${name} = '([^']+)'`));
  if (!match?.[1]) throw new Error(`content/site.ts has no string constant ${name}`);
  return match[1];
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function cardHtml({ brand, tagline, heroSvg, fontUrl }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(${fontUrl}) format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: Inter, sans-serif; color: #13243a;
  background: #f8f4ee; position: relative; }
.text { position: absolute; left: 72px; top: 0; bottom: 0; width: 520px; display: flex; flex-direction: column; justify-content: center; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 60px; font-weight: 800; letter-spacing: -0.02em; }
.brand svg { width: 72px; height: 72px; }
.tagline { margin-top: 36px; font-size: 54px; line-height: 1.08; font-weight: 800; letter-spacing: -0.025em; text-wrap: balance; }
.eyebrow { margin-top: 32px; font-size: 24px; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; color: #a3370b; }
.hero { position: absolute; right: 24px; top: 50%; width: 620px; transform: translateY(-50%); }
.hero svg { display: block; width: 100%; height: auto; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: #c2410c; }
</style></head><body>
<div class="text">
  <div class="brand"><svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#c2410c"/><path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></svg>${escapeHtml(brand)}</div>
  <p class="tagline">${escapeHtml(tagline)}</p>
  <p class="eyebrow">Design · Build · Manage</p>
</div>
<div class="hero">${heroSvg}</div>
<div class="bar"></div>
</body></html>`;
}

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const html = cardHtml({
  brand: siteConstant('BRAND_NAME'),
  tagline: siteConstant('TAGLINE'),
  heroSvg: readFileSync(path.join(ROOT, 'public', 'illustrations', 'hero.svg'), 'utf8'),
  fontUrl: `data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}`,
});

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  // Nothing in the card may come from the network.
  await page.route('**/*', (route) =>
    route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
  );
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: OUTPUT, type: 'png' });
  const icon = readFileSync(path.join(ROOT, 'public', 'favicon.svg')).toString('base64');
  await page.setViewportSize({ width: ICON_SIZE, height: ICON_SIZE });
  await page.setContent(
    // Square, on the icon's own colour: a home screen cuts its own corners, and fills clear ones black.
    `<body style="margin:0;background:#c2410c"><img src="data:image/svg+xml;base64,${icon}" width="${ICON_SIZE}" height="${ICON_SIZE}">`,
    { waitUntil: 'load' },
  );
  await page.screenshot({ path: ICON_OUTPUT, type: 'png' });
} finally {
  await browser.close();
}
for (const file of [OUTPUT, ICON_OUTPUT])
  console.log(`Wrote ${path.relative(ROOT, file)} (${statSync(file).size} bytes)`);
