// Every exported page draws its text before the browser fetches or runs any of Next.js' scripts.
//
// Next.js writes `<script src async>` tags (and low-priority script preloads) into each page, so a
// phone downloads and runs React (about 140 kB gzip) while it is still waiting to paint the first
// screen: the scripts take bandwidth from the style sheet and the main thread from the first frame.
// After `next build`, this moves those scripts into a list (`<script type="application/json"
// id="deferred-scripts">`) that one small inline script (DEFERRED_SCRIPTS_LOADER, the same on every
// page, so one CSP hash) adds to the page once the first contentful paint has happened. The page
// hydrates a frame later. Without JavaScript nothing changes: the HTML is the whole page.
//
// Next.js also inlines the data React hydrates from (its payload: the page's content again, as
// `self.__next_f.push(...)` scripts), about half of each page's HTML (9.9 of /home's 20.2 kB gzip).
// Only hydration reads it, so it moves too: into a file named by its content (cached for good, like
// Next.js' chunks), first in the list. The HTML then arrives in one round trip on a slow phone
// (the first one carries about 14 kB). The page's inline entry (`globalThis["TURBOPACK"].push({
// otherChunks, runtimeModuleIds })`, which starts hydration once the chunks are there) goes last
// in the same file, so that hydration cannot start before the payload is all there, in whatever
// order the async scripts arrive.
//
// docs/site.md ("What the first screen waits for") has what it is worth in mobile LCP;
// e2e/first-paint.spec.ts checks the order in Chromium.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CODE_MARK } from '../../lib/code-mark.mjs';

import { htmlFiles, parseAttributes } from './html.mjs';

/** The id of the JSON list of the scripts a page adds after its first paint. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** How long the loader waits for a first paint before it adds the scripts anyway, in ms. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * How long after adding the scripts the loader waits for the code to run before it marks the page
 * as without it, in ms, counted while the page is seen (a hidden tab's wait starts again): a
 * visitor who fills the booking form for longer than that on a connection that stalled finds
 * "Send by email" in place of a Submit that would do nothing they could see. A page's 170 kB of
 * scripts take 6-20 s at 2G's 70-250 kbit/s: there the fallback may show before the code comes.
 */
export const CODE_STALL_MS = 30_000;

/** Where the pages' payload files are, in the export and on the site. */
export const PAYLOAD_PATH = '/_next/static/payload/';

/** An inline script of Next.js' payload: `(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push(...)`. */
const PAYLOAD_SCRIPT = /^\(?self\.__next_f\b/;

/** The inline entry: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":…,"runtimeModuleIds":…})`. */
const ENTRY_SCRIPT = /^\(globalThis\["TURBOPACK"\][\s\S]*"runtimeModuleIds"/;

/**
 * Adds the listed scripts after the first contentful paint: at once in a hidden tab (which does not
 * paint), after the next frame where the Paint Timing API is missing or refuses the options, and
 * after 3 s whatever happens (set first, so that nothing can skip it). Each is async, at high fetch priority: once the first screen is drawn, the code that
 * answers the visitor's taps comes before the icons still loading (over HTTP/1.1, six connections,
 * they held it back on /all-apps and /products-list).
 * One that cannot load, or code that has not run CODE_STALL_MS later, may mean the page's code
 * never runs (Next.js' runtime tries a chunk once more if it was already waiting for it): CODE_MARK
 * on <html> lets the style sheet offer what works without the code where a tap needs it (the
 * `code-failed` variant, app/globals.css), until the code marks itself running.
 */
export const DEFERRED_SCRIPTS_LOADER = `(function(d){var list=JSON.parse(d.getElementById('${DEFERRED_SCRIPTS_ID}').textContent),done=0;function load(){if(done)return;done=1;for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=true;s.fetchPriority='high';s.onerror=failed;d.body.appendChild(s)}setTimeout(stalled,${CODE_STALL_MS})}function stalled(){d.hidden?setTimeout(stalled,${CODE_STALL_MS}):failed()}function failed(){var r=d.documentElement;if(r.getAttribute('${CODE_MARK.name}')!=='${CODE_MARK.running}')r.setAttribute('${CODE_MARK.name}','${CODE_MARK.failed}')}setTimeout(load,${LOADER_FALLBACK_MS});if(d.hidden)return load();try{var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(load,0)})}})(document)`;

/**
 * A whole <script> or <style> element (what is inside is not markup: Next.js inlines its payload
 * there), or a <link> tag.
 */
const ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<link\b([^>]*?)\/?>/gi;

/** What a script tag may carry to be moved: anything else (a module, SRI, a nonce) would be lost. */
const MOVABLE_SCRIPT_ATTRIBUTES = new Set(['src', 'async', 'type']);

function isScriptPreload(link) {
  return (link.rel ?? '').toLowerCase().split(/\s+/).includes('preload') && (link.as ?? '').toLowerCase() === 'script';
}

/** `<script src async>` tags a browser runs (not the nomodule polyfills), checked to be movable. */
function deferrableScript(tag, text, element) {
  if (tag.toLowerCase() !== 'script') return null;
  const script = parseAttributes(text);
  if (!script.src || 'nomodule' in script) return null;
  if (!('async' in script))
    throw new Error(`A script without async (blocking or defer), whose order the loader would change: ${element}`);
  const type = (script.type ?? '').toLowerCase();
  const unknown = Object.keys(script).filter((name) => !MOVABLE_SCRIPT_ATTRIBUTES.has(name));
  if (unknown.length > 0 || (type !== '' && type !== 'text/javascript')) {
    throw new Error(`A script the loader cannot add as it is (${unknown.join(', ') || type}): ${element}`);
  }
  return script.src;
}

/** 'payload' or 'entry' for an inline `<script>` with a piece of Next.js' payload or its entry, else null. */
function startScript(tag, text, content) {
  if (tag?.toLowerCase() !== 'script' || parseAttributes(text ?? '').src !== undefined) return null;
  if (PAYLOAD_SCRIPT.test(content ?? '')) return 'payload';
  return ENTRY_SCRIPT.test(content ?? '') ? 'entry' : null;
}

/**
 * The page with its `<script src async>` tags, their `<link rel="preload" as="script">`, its payload
 * and entry scripts removed, and the list of those scripts (the payload's file first) with the
 * loader at the end of <body>; `payload` is that file (`url`, `text`: the payload's scripts in
 * document order, then the entry), null for a page without payload.
 * Returns the HTML unchanged when it has no such script. Throws on a page it cannot make sense of
 * (a blocking or a module script, one with attributes it would lose, a script preload with no
 * script, a payload without exactly one entry, a page already processed) rather than produce a
 * page that does not hydrate.
 */
export function deferScripts(html) {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) throw new Error('The page has already been processed');
  const urls = [];
  /** @type {{ payload: string[], entry: string[] }} */
  const moved = { payload: [], entry: [] };
  for (const [element, tag, text, content] of html.matchAll(ELEMENT)) {
    const kind = startScript(tag, text, content);
    if (kind) moved[kind].push(content);
    const url = tag === undefined ? null : deferrableScript(tag, text ?? '', element);
    if (url !== null && !urls.includes(url)) urls.push(url);
  }
  if (urls.length === 0) return { html, payload: null };
  if (moved.payload.length && moved.entry.length !== 1) {
    // Moved without its entry, the payload would come after hydration had started without it.
    throw new Error(`Next.js' payload with ${moved.entry.length} entry scripts (ENTRY_SCRIPT) instead of one`);
  }

  const output = html.replace(ELEMENT, (element, tag, text, content, linkText) => {
    if (moved.payload.length && startScript(tag, text, content)) return '';
    if (linkText === undefined) return deferrableScript(tag, text, element) === null ? element : '';
    const link = parseAttributes(linkText);
    if (!isScriptPreload(link)) return element;
    if (!urls.includes(link.href)) throw new Error(`A script preload with no script: ${element}`);
    return '';
  });
  let payload = null;
  if (moved.payload.length) {
    const text = [...moved.payload, ...moved.entry].map((piece) => `${piece.replace(/;\s*$/, '')};\n`).join('');
    payload = { url: `${PAYLOAD_PATH}${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`, text };
    urls.unshift(payload.url);
  }
  const bodyEnd = output.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('A page without </body>');
  // JSON in HTML: "<" escaped, so that no URL can end the element.
  const list = JSON.stringify(urls).replaceAll('<', '\\u003c');
  const loader =
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script>` +
    `<script>${DEFERRED_SCRIPTS_LOADER}</script>`;
  return { html: output.slice(0, bodyEnd) + loader + output.slice(bodyEnd), payload };
}

/** The deferred scripts a processed page lists (empty for a page without the list). */
export function deferredScripts(html) {
  const match = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '[]') : [];
}

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this line has all
 * its functions compiled while it streams in, off the main thread, instead of each on its first call.
 * Hydration calls most of React's and Next.js' functions; compiled one by one on the main thread,
 * they made the task that starts it 35-90 ms long (unthrottled), and /all-apps' mobile Total
 * Blocking Time 76-373 ms; with the hint, 2-108 ms (docs/site.md, "Compiled while it downloads").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts each script file (its path under `outDir`) with COMPILE_HINT, and moves its source map's
 * lines down by the one added (a `;` before its mappings, or each section of an index map a line
 * down), so that stack traces still map. Each file once: `urls` is a set, and a second pass over
 * an export throws before it gets here (deferScripts refuses a processed page).
 */
function hintCompileOnLoad(outDir, urls) {
  for (const url of urls) {
    const file = path.join(outDir, url);
    const code = readFileSync(file, 'utf8');
    writeFileSync(file, COMPILE_HINT + code);
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    const down = (section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } });
    const moved = map.sections
      ? { ...map, sections: map.sections.map(down) }
      : { ...map, mappings: `;${map.mappings}` };
    writeFileSync(`${file}.map`, JSON.stringify(moved));
  }
}

/**
 * Processes every HTML file of a static export in place, and starts every script the pages add after
 * their first paint with COMPILE_HINT (not the payload files: data); returns how many pages changed.
 */
export function deferScriptsInExport(outDir) {
  let changed = 0;
  const chunks = new Set();
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const processed = deferScripts(html);
    for (const url of deferredScripts(processed.html)) if (!url.startsWith(PAYLOAD_PATH)) chunks.add(url);
    if (processed.payload) {
      const payloadFile = path.join(outDir, processed.payload.url);
      mkdirSync(path.dirname(payloadFile), { recursive: true });
      writeFileSync(payloadFile, processed.payload.text);
    }
    if (processed.html !== html) {
      writeFileSync(file, processed.html);
      changed += 1;
    }
  }
  hintCompileOnLoad(outDir, chunks);
  return changed;
}
