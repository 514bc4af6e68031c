import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

import { CODE_MARK } from '../../lib/code-mark.mjs';

import { openingTags } from './bench-bytes.mjs';
import {
  COMPILE_HINT,
  DEFERRED_SCRIPTS_ID,
  DEFERRED_SCRIPTS_LOADER,
  CODE_STALL_MS,
  LOADER_FALLBACK_MS,
  PAYLOAD_PATH,
  deferScripts,
  deferScriptsInExport,
  deferredScripts,
} from './defer-scripts.mjs';

/**
 * The shape of a page `next build` exports (Next.js 16, Turbopack), cut down. Its payload escapes
 * "<" as \u003c, so markup quoted in it is text, never a tag.
 */
const NEXT_PAGE = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<script src="/_next/static/chunks/react.js" async=""></script>
<script src="/_next/static/chunks/main.js" async=""></script>
<title>Home</title><link rel="icon" href="data:image/svg+xml,%3Csvg%3E"/>
<script>(function(w){w.__pageErrors=[]})(window)</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><main><h1>The OS for Home Owners</h1></main>
<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[7]});</script>
<script src="/_next/static/chunks/webpack.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"\\u003cscript src=\\"/not-a-tag.js\\" async=\\"\\"\\u003e\\u003c/script\\u003e\\u003clink rel=preload as=script href=/nor-this.js\\u003e"])</script>
</body></html>`;

const SCRIPTS = ['/_next/static/chunks/react.js', '/_next/static/chunks/main.js', '/_next/static/chunks/webpack.js'];

/** A page with only the given markup in its head. */
const page = (head) => `<html><head>${head}</head><body><p>Text</p></body></html>`;

/** The page's payload scripts, in order, and its entry. */
const PAYLOAD = [...NEXT_PAGE.matchAll(/<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].map((match) => match[1]);
const ENTRY = /<script id="_R_">([^<]*)<\/script>/.exec(NEXT_PAGE)?.[1] ?? '';

describe('deferScripts', () => {
  const { html: processed, payload } = deferScripts(NEXT_PAGE);

  test('leaves no script the browser would fetch before the loader adds it', () => {
    const fetched = openingTags(processed, 'script').filter((script) => script.src && !('nomodule' in script));
    expect(fetched).toEqual([]);
    expect(openingTags(processed, 'link').filter((link) => link.as === 'script')).toEqual([]);
  });

  test('lists the payload first, then every script once, in document order', () => {
    expect(deferredScripts(processed)).toEqual([payload?.url, ...SCRIPTS]);
  });

  test("moves Next.js' payload, then its entry, into a file named by its content", () => {
    expect(PAYLOAD).toHaveLength(2);
    expect(processed).not.toMatch(/__next_f|TURBOPACK/);
    expect(payload?.url).toMatch(new RegExp(`^${PAYLOAD_PATH}[0-9a-f]{16}\\.js$`));
    expect(payload?.text).toBe(`${PAYLOAD.join(';\n')};\n${ENTRY}\n`);
    // Run, it pushes the same data in order, and then the entry, which starts hydration.
    const context = { self: {}, globalThis: {} };
    context.globalThis = context;
    vm.runInNewContext(payload?.text ?? '', context);
    expect(context.self.__next_f).toEqual([
      [0],
      [1, '<script src="/not-a-tag.js" async=""></script><link rel=preload as=script href=/nor-this.js>'],
    ]);
    expect(context.TURBOPACK).toEqual([{ otherChunks: ['static/chunks/main.js'], runtimeModuleIds: [7] }]);
    const changed = deferScripts(NEXT_PAGE.replace('not-a-tag', 'another')).payload;
    expect(changed?.url).not.toBe(payload?.url);
    expect(deferScripts(NEXT_PAGE).payload).toEqual(payload);
  });

  test('puts the list and the loader at the end of <body>', () => {
    const list = JSON.stringify([payload?.url, ...SCRIPTS]);
    const end = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script><script>${DEFERRED_SCRIPTS_LOADER}</script></body></html>`;
    expect(processed.endsWith(end)).toBe(true);
  });

  test('keeps everything else as it was: the other inline scripts, the nomodule polyfills', () => {
    const rest = processed.replace(/<script type="application\/json"[\s\S]*<\/body>/, '</body>');
    let expected = NEXT_PAGE.replace(/<link rel="preload" as="script"[^>]*\/>/, '').replace(
      /<script src="\/_next\/static\/chunks\/(webpack|react|main)\.js" async=""><\/script>/g,
      '',
    );
    for (const piece of PAYLOAD) expected = expected.replace(`<script>${piece}</script>`, '');
    expect(rest).toBe(expected.replace(`<script id="_R_">${ENTRY}</script>`, ''));
    expect(processed).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(processed).toContain('<script>(function(w){w.__pageErrors=[]})(window)</script>');
  });

  test('decodes the address as the browser reads it, and escapes "<" in the list', () => {
    const { html } = deferScripts(page('<script src="/a.js?v=1&amp;w=&lt;2&gt;" async=""></script>'));
    expect(deferredScripts(html)).toEqual(['/a.js?v=1&w=<2>']);
    expect(html).toContain('["/a.js?v=1&w=\\u003c2>"]');
  });

  test('leaves the entry inline on a page without payload, which has nothing to load it after', () => {
    const entry = '<script id="_R_">(globalThis["TURBOPACK"] || []).push({"runtimeModuleIds":[7]})</script>';
    const { html, payload } = deferScripts(page(`<script src="/a.js" async=""></script>${entry}`));
    expect(payload).toBeNull();
    expect(html).toContain(entry);
    expect(deferredScripts(html)).toEqual(['/a.js']);
  });

  test('leaves a page without scripts alone (the / redirect page)', () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/home"/></head></html>';
    expect(deferScripts(redirect)).toEqual({ html: redirect, payload: null });
    expect(deferredScripts(redirect)).toEqual([]);
  });

  test.each([
    ['a blocking script', '<script src="/a.js"></script>', 'A script without async'],
    ['a defer script', '<script src="/a.js" defer=""></script>', 'A script without async'],
    ['a module', '<script type="module" src="/a.js" async=""></script>', 'cannot add as it is (module)'],
    [
      'a script with SRI',
      '<script src="/a.js" async="" integrity="sha384-x" crossorigin=""></script>',
      'cannot add as it is (integrity, crossorigin)',
    ],
    [
      'a script preload with no script',
      '<link rel="preload" as="script" href="/b.js"/><script src="/a.js" async=""></script>',
      'A script preload with no script',
    ],
  ])('refuses a page it would break: %s', (_, head, message) => {
    expect(() => deferScripts(page(head))).toThrow(message);
  });

  test('refuses a payload without its entry (a format of Next.js it does not know)', () => {
    const withoutEntry = NEXT_PAGE.replace(/<script id="_R_">[^<]*<\/script>/, '');
    expect(() => deferScripts(withoutEntry)).toThrow('payload with 0 entry scripts');
  });

  test('refuses a second pass and a page without </body>', () => {
    expect(() => deferScripts(processed)).toThrow('already been processed');
    expect(() => deferScripts('<script src="/a.js" async=""></script>')).toThrow('without </body>');
  });
});

/** Runs the loader against a stand-in document and reports what it added, and when. */
function runLoader({ hidden = false, paintTiming = true, observeThrows = false } = {}) {
  const added = [];
  const elements = [];
  const observers = [];
  const frames = [];
  const document = {
    hidden,
    getElementById: (id) => (id === DEFERRED_SCRIPTS_ID ? { textContent: JSON.stringify(SCRIPTS) } : null),
    createElement: (tag) => ({ tag }),
    body: {
      appendChild: (element) => {
        const { src, async, fetchPriority, tag } = element;
        added.push({ src, async, fetchPriority, tag });
        elements.push(element);
      },
    },
    documentElement: {
      attributes: {},
      setAttribute: (name, value) => (document.documentElement.attributes[name] = value),
      getAttribute: (name) => document.documentElement.attributes[name] ?? null,
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback) {
      this.callback = callback;
      this.disconnected = false;
      observers.push(this);
    }
    observe(options) {
      // Chromium 73 to 76 list `supportedEntryTypes` but refuse the `type` and `buffered` options.
      if (observeThrows) throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver'");
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const paint = (name) => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  };
  vm.runInNewContext(DEFERRED_SCRIPTS_LOADER, {
    document,
    window: { PerformanceObserver },
    JSON,
    setTimeout,
    requestAnimationFrame: (callback) => frames.push(callback),
  });
  const show = () => (document.hidden = false);
  return { added, elements, observers, frames, paint, show, root: document.documentElement.attributes };
}

describe('the loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('adds nothing before the first contentful paint, then every script once, async, at high priority, in order', () => {
    const page = runLoader();
    expect(page.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    jest.advanceTimersByTime(100);
    expect(page.added).toEqual([]);

    page.paint('first-contentful-paint');
    expect(page.added).toEqual([]); // on the next task, not inside the paint callback
    jest.advanceTimersByTime(0);
    expect(page.added).toEqual(SCRIPTS.map((src) => ({ tag: 'script', src, async: true, fetchPriority: 'high' })));

    jest.advanceTimersByTime(LOADER_FALLBACK_MS * 2); // the safety timer adds nothing more
    expect(page.added).toHaveLength(SCRIPTS.length);
  });

  test('marks the page when a script cannot load: its code may never run', () => {
    const page = runLoader({ hidden: true });
    expect(page.root).toEqual({});
    page.elements[1]?.onerror();
    expect(page.root).toEqual({ [CODE_MARK.name]: CODE_MARK.failed });
  });

  test('marks the page when its code has not run a while after the scripts were added', () => {
    const page = runLoader();
    page.paint('first-contentful-paint');
    jest.advanceTimersByTime(CODE_STALL_MS - 1);
    expect(page.added).toHaveLength(SCRIPTS.length);
    expect(page.root).toEqual({});
    jest.advanceTimersByTime(1);
    expect(page.root).toEqual({ [CODE_MARK.name]: CODE_MARK.failed });
  });

  test('counts the wait from when the scripts were added: with no paint, after the safety timer', () => {
    const page = runLoader();
    jest.advanceTimersByTime(LOADER_FALLBACK_MS + CODE_STALL_MS - 1);
    expect(page.root).toEqual({});
    jest.advanceTimersByTime(1);
    expect(page.root).toEqual({ [CODE_MARK.name]: CODE_MARK.failed });
  });

  test('in a hidden tab, marks nothing while it is hidden', () => {
    const page = runLoader({ hidden: true });
    jest.advanceTimersByTime(CODE_STALL_MS * 3);
    expect(page.root).toEqual({});
    page.show();
    jest.advanceTimersByTime(CODE_STALL_MS);
    expect(page.root).toEqual({ [CODE_MARK.name]: CODE_MARK.failed });
  });

  test('never marks a page whose code runs', () => {
    const page = runLoader();
    page.root[CODE_MARK.name] = CODE_MARK.running;
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    page.elements[0]?.onerror();
    jest.advanceTimersByTime(CODE_STALL_MS);
    expect(page.root).toEqual({ [CODE_MARK.name]: CODE_MARK.running });
  });

  test('in a hidden tab, which does not paint, adds the scripts at once', () => {
    const page = runLoader({ hidden: true });
    expect(page.added.map((script) => script.src)).toEqual(SCRIPTS);
    expect(page.observers).toEqual([]);
  });

  test('without the Paint Timing API, waits for the next frame', () => {
    const page = runLoader({ paintTiming: false });
    jest.advanceTimersByTime(100);
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    jest.advanceTimersByTime(0);
    expect(page.added.map((script) => script.src)).toEqual(SCRIPTS);
  });

  test('when no paint is ever reported, starts anyway after LOADER_FALLBACK_MS', () => {
    const page = runLoader();
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(page.added).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.added.map((script) => script.src)).toEqual(SCRIPTS);
  });

  test('where observing paints throws (older Chromium), waits for the next frame instead', () => {
    const page = runLoader({ observeThrows: true });
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    jest.advanceTimersByTime(0);
    expect(page.added.map((script) => script.src)).toEqual(SCRIPTS);
  });
});

describe('deferScriptsInExport', () => {
  /** An export with NEXT_PAGE twice (the scripts they share) and its scripts; main.js has a source map. */
  function exportDir() {
    const dir = mkdtempSync(path.join(tmpdir(), 'defer-scripts-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    for (const name of ['home.html', 'about.html']) writeFileSync(path.join(dir, name), NEXT_PAGE);
    for (const script of SCRIPTS)
      writeFileSync(path.join(dir, script), `code of ${script}\n//# sourceMappingURL=x.map`);
    const map = { version: 3, sources: ['main.ts'], mappings: 'AAAA;AACA' };
    writeFileSync(path.join(dir, `${SCRIPTS[1]}.map`), JSON.stringify(map));
    writeFileSync(path.join(dir, `${SCRIPTS[2]}.map`), JSON.stringify({ version: 3, sections: [SECTION] }));
    return dir;
  }
  const read = (dir, file) => readFileSync(path.join(dir, file), 'utf8');
  /** A section of an index map (as Turbopack may write), starting at line 0. */
  const SECTION = { offset: { line: 0, column: 5 }, map: { version: 3, sources: ['a.ts'], mappings: 'AAAA' } };

  test('starts every listed script with the compile hint, once, and not the payload (data)', () => {
    const dir = exportDir();
    expect(deferScriptsInExport(dir)).toBe(2);
    for (const script of SCRIPTS)
      expect(read(dir, script)).toBe(`${COMPILE_HINT}code of ${script}\n//# sourceMappingURL=x.map`);
    const payload = deferredScripts(read(dir, 'home.html'))[0];
    expect(payload).toMatch(new RegExp(`^${PAYLOAD_PATH}`));
    expect(read(dir, payload)).not.toContain(COMPILE_HINT);
  });

  test("moves the source map's lines down by the hint's line", () => {
    const dir = exportDir();
    deferScriptsInExport(dir);
    expect(JSON.parse(read(dir, `${SCRIPTS[1]}.map`))).toEqual({
      version: 3,
      sources: ['main.ts'],
      mappings: ';AAAA;AACA',
    });
    const moved = { ...SECTION, offset: { line: 1, column: 5 } };
    expect(JSON.parse(read(dir, `${SCRIPTS[2]}.map`))).toEqual({ version: 3, sections: [moved] });
  });

  test('the hint is a line of its own, a comment: the script still runs', () => {
    expect(COMPILE_HINT).toMatch(/^\/\/[^\n]*\n$/);
    const context = { ran: false };
    vm.runInNewContext(`${COMPILE_HINT}ran = true`, context);
    expect(context.ran).toBe(true);
  });
});
