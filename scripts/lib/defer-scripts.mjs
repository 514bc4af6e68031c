// Every exported page draws its text before the browser fetches or runs any of Next.js' scripts.
//
// Next.js writes `<script src async>` tags (and low-priority script preloads) into each page, so a
// phone downloads and runs React (about 140 kB gzip) while it is still waiting to paint the first
// screen: the scripts take bandwidth from the style sheet and the main thread from the first frame.
// After `next build`, this moves those scripts into a list (`<script type="application/json"
// id="deferred-scripts">`) that one small inline script (DEFERRED_SCRIPTS_LOADER, the same on every
// page, so one CSP hash) adds to the page once the first contentful paint has happened. The
// scripts are the same files, added the way Next.js' own are (async, in document order); the page
// hydrates a frame later. Without JavaScript nothing changes: the HTML is the whole page.
//
// docs/site.md ("What the first screen waits for") has what it is worth in mobile LCP;
// e2e/first-paint.spec.ts checks the order in Chromium.
import { readFileSync, writeFileSync } from 'node:fs';

import { EARLY_INPUT } from '../../lib/early-input-script.mjs';
import { htmlFiles, parseAttributes } from './html.mjs';

/** The id of the JSON list of the scripts a page adds after its first paint. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Adds the listed scripts after the first contentful paint: at once in a hidden tab (which does not
 * paint) or as soon as the visitor has clicked something that needs them (the early-input script,
 * lib/early-input-script.mjs, calls `load`), after the next frame where the Paint Timing API is
 * missing or refuses the options, and after 3 s whatever happens (set first, so that nothing can
 * skip it).
 */
export const DEFERRED_SCRIPTS_LOADER = `(function(d){var list=JSON.parse(d.getElementById('${DEFERRED_SCRIPTS_ID}').textContent),done=0;function load(){if(done)return;done=1;for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=true;d.body.appendChild(s)}}setTimeout(load,3000);var E=window.${EARLY_INPUT};if(E){E.load=load;if(E.queue.length)return load()}if(d.hidden)return load();try{var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)throw 0;new P(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(load,0)})}})(document)`;

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

/**
 * The page with its `<script src async>` tags and their `<link rel="preload" as="script">` removed,
 * and the list of those scripts with the loader at the end of <body>. Returns the HTML unchanged
 * when it has no such script. Throws on a page it cannot make sense of (a blocking or a module
 * script, one with attributes it would lose, a script preload with no script, a page already
 * processed) rather than produce a page that does not hydrate.
 */
export function deferScripts(html) {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) throw new Error('The page has already been processed');
  const urls = [];
  for (const [element, tag, text] of html.matchAll(ELEMENT)) {
    const url = tag === undefined ? null : deferrableScript(tag, text ?? '', element);
    if (url !== null && !urls.includes(url)) urls.push(url);
  }
  if (urls.length === 0) return html;

  const output = html.replace(ELEMENT, (element, tag, text, content, linkText) => {
    if (linkText === undefined) return deferrableScript(tag, text, element) === null ? element : '';
    const link = parseAttributes(linkText);
    if (!isScriptPreload(link)) return element;
    if (!urls.includes(link.href)) throw new Error(`A script preload with no script: ${element}`);
    return '';
  });
  const bodyEnd = output.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('A page without </body>');
  // JSON in HTML: "<" escaped, so that no URL can end the element.
  const list = JSON.stringify(urls).replaceAll('<', '\\u003c');
  const loader =
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script>` +
    `<script>${DEFERRED_SCRIPTS_LOADER}</script>`;
  return output.slice(0, bodyEnd) + loader + output.slice(bodyEnd);
}

/** The deferred scripts a processed page lists (empty for a page without the list). */
export function deferredScripts(html) {
  const match = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '[]') : [];
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
