// The benchmark's pure logic: what a page loads, the floor page, the CPU share and calibration, the budgets.
import { LIGHTHOUSE_BUDGETS, TAP_BUDGETS, lhciAssertions, median, tapVerdicts } from './bench-budgets.mjs';
import { firstLoadAssets } from './bench-bytes.mjs';
import { floorHtml } from './bench-floor.mjs';
import { busyShare, cpuTimes, phoneSlowdown } from './bench-quiet.mjs';
import { deferScripts } from './defer-scripts.mjs';

const chunk = (name) => `/_next/static/chunks/${name}.js`;

describe('firstLoadAssets', () => {
  const html = `<!DOCTYPE html><html><head>
    <link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
    <link REL="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
    <link rel="preload" as="script" fetchPriority="low" href="${chunk('late')}"/><link rel="modulepreload" href="${chunk('module')}"/>
    <link rel="preload" as="image" href="/illustrations/hero.svg"/><script src='${chunk('main')}' async></script>
    <script src="${chunk('polyfills')}" noModule=""></script><script>self.__next_f.push([1,"<script src=\\"/no.js\\">"])</script>
    </head><body><script src="${chunk('late')}" async=""></script>
    <script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"runtimeModuleIds":[1]})</script></body></html>`;

  test('lists each script once, not the nomodule polyfills nor what inline scripts hold; style sheets; fonts', () => {
    const assets = { scripts: [chunk('main'), chunk('late'), chunk('module')], styles: ['/_next/static/chunks/a.css'] };
    expect(firstLoadAssets(html)).toEqual({ ...assets, fonts: ['/_next/static/media/inter.woff2'] });
  });

  test('counts the scripts a page adds after its first paint, not the payload moved out of its HTML', () => {
    expect(firstLoadAssets(deferScripts(html).html).scripts).toEqual([chunk('module'), chunk('main'), chunk('late')]);
  });
});

test('floorHtml keeps the title, description, headings, text and links, and nothing that needs loading', () => {
  const floor = floorHtml(`<html><head><title>Home | HomeOS</title><meta name="description" content="The OS"/>
    <link rel="stylesheet" href="/a.css"/></head><body class="flex"><header><a class="x" href="/home" aria-label="Home">
    <svg><path d="M0"/></svg></a></header><main><h1 class="text-4xl">The OS for <span>Home Owners</span></h1>
    <img src="/hero.svg" alt=""/><button>Open</button><p>Plan &amp; build.</p><noscript><style>x{}</style></noscript>
    </main><script>self.__next_f.push([1,"payload"])</script></body></html>`);
  expect(floor).toContain('<title>Home | HomeOS</title><meta name="description" content="The OS">');
  expect(floor).toMatch(/<a href="\/home" aria-label="Home">\s*<\/a>[\s\S]*<h1>The OS for\s+Home Owners\s*<\/h1>/);
  expect(floor).toContain('<p>Plan &amp; build.</p>');
  expect(floor).not.toMatch(/<script|<style|<link rel="stylesheet"|<img|<svg|<button|class=|payload/);
});

test('the CPU share adds up every CPU, and is the busy part of the time between two samples', () => {
  const cpu = (user, idle) => ({ times: { user, nice: 1, sys: 2, idle, irq: 0 } });
  expect(cpuTimes([cpu(10, 100), cpu(20, 200)])).toEqual({ busy: 36, total: 336 });
  expect(busyShare({ busy: 100, total: 1000 }, { busy: 150, total: 1200 })).toBeCloseTo(0.25);
  expect(busyShare({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
});

describe('phoneSlowdown', () => {
  test('slows a machine in proportion to its speed, read as the median of its readings', () => {
    const slow = phoneSlowdown([900, 5000, 1000], 250);
    const fast = phoneSlowdown([2000, 2100, 100], 250);
    expect([slow.index, fast.index]).toEqual([1000, 2000]);
    expect(fast.slowdown).toBeCloseTo(2 * slow.slowdown);
    expect(slow.slowdown).toBeGreaterThan(1);
  });

  test('never speeds a machine up: one slower than the phone runs as it is', () => {
    expect(phoneSlowdown([40, 50, 60], 250).slowdown).toBe(1);
  });
});

describe('the budgets', () => {
  test('a lost tap counts in the median: most taps lost, the median is Infinity', () => {
    const medians = [median([30, 10, 20]), median([40, 10, 20, 30]), median([5, Infinity, Infinity])];
    expect(medians).toEqual([20, 25, Infinity]);
  });

  test('every row: no tap lost, none on what was gone, its last tap answered within the median and worst budgets', () => {
    const { medianMs: m, worstMs: w } = TAP_BUDGETS;
    const run = (responses, right = true) => ({ right, taps: responses.map((response) => ({ after: 0, response })) });
    const row = (steps, runs) => ({ route: '/home', name: 'x', delay: 0, steps: Array(steps).fill({}), runs });
    const pass = (rows) => tapVerdicts(rows).map((v) => v.pass);
    expect(pass([row(1, [run([m / 2]), run([m]), run([w])])])).toEqual([true, true, true, true]);
    expect(pass([row(1, [run([m / 2]), run([Infinity]), run([m / 2])])])).toEqual([false, true, true, false]);
    expect(pass([row(1, [run([m / 2]), run([m + 1]), run([m + 1])])])).toEqual([true, true, false, true]);
    expect(pass([row(1, [run([m / 2]), run([m / 2]), run([w + 1])])])).toEqual([true, true, true, false]);
    // Two taps: the budgets are the second's; a run that never got to it lost it; one that acted on what was gone counts.
    expect(pass([row(2, [run([w * 5, m / 2]), run([m / 2, m / 2], false), run([m / 2])])])).toEqual([
      false,
      false,
      true,
      false,
    ]);
    // A run counts once as lost, whether its first tap was never answered or its second never made.
    expect(tapVerdicts([row(2, [run([Infinity]), run([m / 2, Infinity]), run([m / 2, m / 2])])])[0]?.value).toBe(2);
  });

  test('Lighthouse: medians of the site’s pages only, mobile LCP against this run’s floor', () => {
    const { assertMatrix } = lhciAssertions('mobile', '^http://site/', 1000);
    expect(assertMatrix).toHaveLength(1);
    expect(assertMatrix[0]?.matchingUrlPattern).toBe('^http://site/');
    const lcp = assertMatrix[0]?.assertions['largest-contentful-paint'];
    expect(lcp).toEqual([
      'error',
      { maxNumericValue: LIGHTHOUSE_BUDGETS.lcpRatio * 1000, aggregationMethod: 'median' },
    ]);
    const desktop = lhciAssertions('desktop', '^x', NaN).assertMatrix[0]?.assertions;
    expect(desktop?.['categories:performance']).toEqual(['error', { minScore: 1, aggregationMethod: 'median' }]);
  });
});
