// Every exported page draws its text before the browser fetches or runs any of Next.js' scripts.
//
// Next.js writes `<script src async>` tags (and low-priority script preloads) into each page, so a
// phone downloads and runs React (about 140 kB gzip) while it is still waiting to paint the first
// screen: the scripts take bandwidth from the style sheet and the main thread from the first frame.
// After `next build`, this moves those scripts into a list (`<script type="application/json"
// id="deferred-scripts">`) that one small inline script (DEFERRED_SCRIPTS_LOADER, the same on every
// page, so one CSP hash) adds to the page once the first contentful paint has happened. The
// scripts are the same files, added the way Next.js' own are (async, in the same order); the page
// hydrates a frame later. Without JavaScript nothing changes: the HTML is the whole page.
//
// docs/performance.md shows what it is worth (mobile LCP); e2e/first-paint.spec.ts checks the order.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The id of the JSON list of the scripts a page adds after its first paint. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Adds the listed scripts after the first contentful paint: at once in a hidden tab (which does not
 * paint), after the next frame where the Paint Timing API is missing, and after 3 s whatever
 * happens, so that a page that never reports a paint still starts.
 */
export const DEFERRED_SCRIPTS_LOADER = `(function(d){var list=JSON.parse(d.getElementById('${DEFERRED_SCRIPTS_ID}').textContent),done=0;function load(){if(done)return;done=1;for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=true;d.body.appendChild(s)}}if(d.hidden)return load();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){setTimeout(load,0)})}setTimeout(load,3000)})(document)`;

/**
 * A whole <script> or <style> element (what is inside is not markup: Next.js inlines its payload
 * there), or a <link> tag.
 */
const ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<link\b([^>]*?)\/?>/gi;
/** Marks a removed script tag's place while the page is rewritten. */
const MARK = '\u0000';

function attributes(text) {
  const found = {};
  for (const match of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/**
 * The page with its async script tags and script preloads replaced by the deferred list and its
 * loader, placed where the last of those scripts stood (the end of <body>). Returns the HTML
 * unchanged when it has no such script, and throws on a page it cannot make sense of (a blocking
 * `<script src>`, or one already processed), rather than produce a page that does not hydrate.
 */
export function deferScripts(html) {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) throw new Error('The page has already been processed');
  if (html.includes(MARK)) throw new Error('The page contains a NUL character');
  const urls = [];
  let scripts = 0;
  const add = (url) => urls.includes(url) || urls.push(url);
  const output = html.replace(ELEMENT, (element, tag, scriptText, content, linkText) => {
    if (linkText !== undefined) {
      const link = attributes(linkText);
      const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('preload') || (link.as ?? '').toLowerCase() !== 'script' || !link.href) return element;
      add(link.href);
      return '';
    }
    const script = attributes(scriptText);
    if (tag.toLowerCase() !== 'script' || !script.src || 'nomodule' in script) return element;
    if (!('async' in script)) throw new Error(`A blocking script, which the loader would reorder: ${element}`);
    add(script.src);
    scripts += 1;
    return MARK;
  });
  if (urls.length === 0) return html;
  if (scripts === 0) throw new Error('Script preloads without their <script> tags');
  const loader =
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(urls)}</script>` +
    `<script>${DEFERRED_SCRIPTS_LOADER}</script>`;
  // The last removed tag's place gets the loader; the others leave nothing.
  const last = output.lastIndexOf(MARK);
  return (output.slice(0, last) + loader + output.slice(last + MARK.length)).replaceAll(MARK, '');
}

/** The deferred scripts a processed page lists (empty for a page without the list). */
export function deferredScripts(html) {
  const match = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '[]') : [];
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Processes every HTML file of a static export in place; returns how many pages changed. */
export function deferScriptsInExport(outDir) {
  let changed = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const processed = deferScripts(html);
    if (processed !== html) {
      writeFileSync(file, processed);
      changed += 1;
    }
  }
  return changed;
}
