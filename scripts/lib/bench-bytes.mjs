// What a page costs in bytes before any interaction, read from a static export's files.
// Pure functions of the files on disk: `npm run bench` reports them, and the byte-budget test in
// `npm test` (scripts/first-load-budget.test.mjs) asserts them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { deferredScripts } from './defer-scripts.mjs';
import { parseAttributes } from './html.mjs';

/** Every gzip figure is zlib at level 9, each file compressed on its own (as it is sent). */
export const GZIP_LEVEL = 9;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: GZIP_LEVEL }).length;
}

/**
 * The attributes of every `<tag ...>` opening tag in `html`, as lower-cased name -> value maps.
 * What is inside <script> and <style> elements is not markup (Next.js inlines its payload there).
 */
export function openingTags(html, tag) {
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1</$2>');
  const tags = [];
  for (const match of markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    tags.push(parseAttributes(match[1] ?? ''));
  }
  return tags;
}

/**
 * The assets a page's HTML makes the browser fetch before any interaction:
 * - scripts: every `<script src>` except `nomodule` ones (the polyfills, which no browser that
 *   runs modules downloads), plus scripts named by `<link rel="modulepreload">` or
 *   `<link rel="preload" as="script">`, plus the scripts the page adds after its first paint (the
 *   list scripts/lib/defer-scripts.mjs leaves in it): they load before any interaction all the same;
 * - styles: `<link rel="stylesheet">` and `<link rel="preload" as="style">`;
 * - fonts: `<link rel="preload" as="font">`.
 * Each list holds URL paths, in document order, without duplicates.
 */
export function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const fonts = new Set();
  for (const script of openingTags(html, 'script')) {
    if (script.src && !('nomodule' in script)) scripts.add(script.src);
  }
  for (const link of openingTags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    const as = (link.as ?? '').toLowerCase();
    if (!link.href) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(link.href);
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) styles.add(link.href);
    if (rel.includes('preload') && as === 'font') fonts.add(link.href);
  }
  for (const url of deferredScripts(html)) scripts.add(url);
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] };
}

/** The file in a static export that a same-origin URL path names (query and hash ignored). */
export function fileForUrl(siteDir, url) {
  const parsed = new URL(url, 'http://site.invalid');
  if (parsed.origin !== 'http://site.invalid') throw new Error(`${url} is not on the site's own origin`);
  return path.join(siteDir, decodeURIComponent(parsed.pathname));
}

/** The HTML file of a route in a static export: /home -> home.html, / -> index.html. */
export function htmlFileForRoute(siteDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  const file = path.join(siteDir, `${name}.html`);
  return existsSync(file) ? file : path.join(siteDir, name, 'index.html');
}

function measureFiles(siteDir, urls) {
  const files = urls.map((url) => {
    const buffer = readFileSync(fileForUrl(siteDir, url));
    return { url, raw: buffer.length, gzip: gzipSize(buffer) };
  });
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** Bytes of one route of a static export: its HTML, first-load JS, CSS and preloaded fonts. */
export function measureRoute(siteDir, route) {
  const htmlBuffer = readFileSync(htmlFileForRoute(siteDir, route));
  const assets = firstLoadAssets(htmlBuffer.toString('utf8'));
  return {
    route,
    html: { raw: htmlBuffer.length, gzip: gzipSize(htmlBuffer) },
    js: measureFiles(siteDir, assets.scripts),
    css: measureFiles(siteDir, assets.styles),
    fonts: measureFiles(siteDir, assets.fonts),
  };
}
