// What a page costs in bytes before any interaction, read from a static export's files: `npm run
// bench` reports it, and the byte-budget test in `npm test` (first-load-budget.test.mjs) asserts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PAYLOAD_PATH, deferredScripts } from './defer-scripts.mjs';
import { parseAttributes } from './html.mjs';

/** Every gzip figure is zlib at level 9, each file compressed on its own (as it is sent). */
export const GZIP_LEVEL = 9;
export const gzipSize = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length;

/** The attributes of every `<tag ...>` in `html`; what is inside <script> and <style> is not markup. */
export function openingTags(html, tag) {
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1</$2>');
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => parseAttributes(match[1] ?? ''));
}

// What a page's HTML makes the browser fetch before any interaction, each once: scripts (not the
// `nomodule` polyfills, which browsers that run modules skip; preloads; the ones defer-scripts.mjs
// adds after the first paint, not Next.js' payload it moved out of the HTML), style sheets and fonts.
export function firstLoadAssets(html) {
  const [scripts, styles, fonts] = [new Set(), new Set(), new Set()];
  for (const script of openingTags(html, 'script')) if (script.src && !('nomodule' in script)) scripts.add(script.src);
  for (const link of openingTags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    const preload = rel.includes('preload') ? (link.as ?? '').toLowerCase() : '';
    if (!link.href) continue;
    if (rel.includes('modulepreload') || preload === 'script') scripts.add(link.href);
    if (rel.includes('stylesheet') || preload === 'style') styles.add(link.href);
    if (preload === 'font') fonts.add(link.href);
  }
  for (const url of deferredScripts(html)) if (!url.startsWith(PAYLOAD_PATH)) scripts.add(url);
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

/** Raw and gzip bytes of each file (same-origin URL paths) and their sums. */
export function measureFiles(siteDir, urls) {
  const files = urls.map((url) => {
    const buffer = readFileSync(path.join(siteDir, decodeURIComponent(new URL(url, 'http://site.invalid').pathname)));
    return { url, raw: buffer.length, gzip: gzipSize(buffer) };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Bytes of one route of a static export (/home is home.html, / index.html): its HTML (with Next.js' payload, in a file of its own), first-load JS, CSS and fonts. */
export function measureRoute(siteDir, route) {
  const page = `${route === '/' ? '/index' : route}.html`;
  const html = readFileSync(path.join(siteDir, page), 'utf8');
  const { scripts, styles, fonts } = firstLoadAssets(html);
  const payload = deferredScripts(html).filter((url) => url.startsWith(PAYLOAD_PATH));
  const bytes = (urls) => measureFiles(siteDir, urls);
  return { html: bytes([page, ...payload]), js: bytes(scripts), css: bytes(styles), fonts: bytes(fonts) };
}
