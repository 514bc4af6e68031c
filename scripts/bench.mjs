// `npm run bench`: builds the site like production, its script-loading variants, the create-next-app
// page (the baseline) and the home page's text as plain HTML (the floor); measures their bytes,
// Lighthouse (through @lhci/cli) and taps on each island; writes docs/performance.md; exits with 1
// when a budget is broken, 2 when the run fails. Options, and how to read it: docs/benchmark.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { BENCH_DIR, SITE_VARIANTS, buildBaseline, buildSite } from './lib/bench-build.mjs';
import { ROUTES, checkJsBudget, installedVersion, recordBaseline, tapVerdicts } from './lib/bench-budgets.mjs';
import { GZIP_LEVEL, measureRoute } from './lib/bench-bytes.mjs';
import { floorHtml } from './lib/bench-floor.mjs';
import { measureTaps } from './lib/bench-interactions.mjs';
import { PRESETS, measureLighthouse } from './lib/bench-lighthouse.mjs';
import { waitForQuietCpu } from './lib/bench-quiet.mjs';
import { performanceMarkdown, summaryText } from './lib/bench-report.mjs';
import { readPort } from '../lib/env.mjs';
import { findChromium } from './lib/chromium-flags.mjs';
import { HOST } from './lib/config.mjs';
import { ROOT, startHosting } from './lib/emulators.mjs';
import { PHONE_INDEX } from './lib/mobile-profile.mjs';
import { assertPortFree, stopAll, stopAllOnSignals } from './lib/processes.mjs';

// Any failure of the run itself, a bad option included, exits with 2: 1 means a broken budget.
process.setUncaughtExceptionCaptureCallback((error) => {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? error.stack : error}`);
  stopAll().finally(() => process.exit(2));
});
stopAllOnSignals();

const flag = { type: 'boolean', default: false };
const { values: options } = parseArgs({
  options: {
    routes: { type: 'string', default: ROUTES.join(',') },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: PRESETS.join(',') },
    ...Object.fromEntries(
      ['skip-lighthouse', 'skip-taps', 'skip-variants', 'reuse-builds', 'source-maps'].map((name) => [name, flag]),
    ),
  },
});
const [routes, presets, runs] = [options.routes.split(','), options.presets.split(','), Number(options.runs)];
const known = /** @type {readonly string[]} */ (ROUTES); // plain strings: any --routes value can be looked up
for (const route of routes) if (!known.includes(route)) throw new Error(`Unknown route ${route}: one of ${ROUTES}`);
for (const preset of presets) if (!PRESETS.includes(preset)) throw new Error(`Unknown preset ${preset}: ${PRESETS}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
const [lighthouse, taps, sourceMaps] = [!options['skip-lighthouse'], !options['skip-taps'], options['source-maps']];
const variants = options['skip-variants'] ? [] : Object.keys(SITE_VARIANTS).filter((name) => name !== 'site');
const everything =
  routes.length === ROUTES.length && presets.length === PRESETS.length && lighthouse && taps && variants.length > 0;
// Reused builds may be of another working tree, or built with source maps: such a run is a look, not a record.
const complete = everything && runs >= 3 && !sourceMaps && !options['reuse-builds'];

// BENCH_PORT and the six after it (default 3300-3306): the Hosting emulators of the site, baseline,
// floor and the site's variants; the site's error-reporting DSN (nothing listens: a page that reported
// an error would fail in the console); Lighthouse's Chromium.
const first = readPort('BENCH_PORT', 3300);
const SERVED = ['site', 'baseline', 'floor', ...Object.keys(SITE_VARIANTS).filter((name) => name !== 'site')];
const PORTS = SERVED.length + 2;
const origin = (name) => `http://${HOST}:${first + SERVED.indexOf(name)}`;
const SITE_DSN = `http://bench@${HOST}:${first + SERVED.length}/1`;
const chromePath = findChromium(); // the browser tests' Chromium
const log = (message) => console.log(`[bench] ${message}`);
const loadAverage = () => os.loadavg()[0]?.toFixed(1); // over the last minute

async function build() {
  if (options['reuse-builds']) {
    if (['site', 'baseline', 'floor', ...variants].every((name) => existsSync(path.join(BENCH_DIR, name)))) return;
    throw new Error('--reuse-builds: no complete set of builds in .bench/');
  }
  log(
    `Building the site like production into .bench/site, ${variants.join(' and ') || 'no variant'}, then the baseline (create-next-app)`,
  );
  for (const variant of ['site', ...variants])
    await buildSite({ siteUrl: origin(variant), sentryDsn: SITE_DSN, sourceMaps, variant });
  await buildBaseline(sourceMaps);
  mkdirSync(path.join(BENCH_DIR, 'floor'), { recursive: true });
  const home = readFileSync(path.join(BENCH_DIR, 'site/home.html'), 'utf8');
  writeFileSync(path.join(BENCH_DIR, 'floor/index.html'), floorHtml(home));
}

/** Serves the three builds through the Hosting emulator, then runs Lighthouse and the taps. */
async function serveAndMeasure(results) {
  log('Serving the site, the baseline and the floor through the Firebase Hosting emulator');
  for (const [i, name] of SERVED.entries()) {
    if (!existsSync(path.join(BENCH_DIR, name))) continue; // a variant skipped
    // The baseline and the floor are single pages at /, without the site's redirects and headers
    // (given as empty lists: the emulator fills in what the config leaves out from ./firebase.json).
    const hosting = ['baseline', 'floor'].includes(name) ? { cleanUrls: true, redirects: [], headers: [] } : undefined;
    await startHosting({ publicDir: path.join(BENCH_DIR, name), sitePort: first + i, dsn: SITE_DSN, hosting });
  }
  results.quiet = [];
  if (lighthouse) {
    results.quiet.push(await waitForQuietCpu({ log }));
    const site = (name) =>
      Object.fromEntries(routes.map((route) => [`${name === 'site' ? '' : `${name} `}${route}`, origin(name) + route]));
    const common = { ...site('site'), baseline: `${origin('baseline')}/`, floor: `${origin('floor')}/` };
    // The variants on mobile only: their LCP against the floor's decides the script loading.
    const mobile = Object.assign({ ...common }, ...variants.map(site));
    const pages = { mobile, desktop: common };
    const settings = {
      pages,
      presets,
      runs,
      chromePath,
      port: first + SERVED.length + 1,
      siteOrigin: origin('site'),
      log,
    };
    const measured = await measureLighthouse(settings);
    results.lighthouse = measured.results;
    results.verdicts.push(...measured.verdicts);
    results.cpu = { lighthouse: measured.calibrations };
  }
  if (taps) {
    results.quiet.push(await waitForQuietCpu({ log }));
    const measured = await measureTaps({ origin: origin('site'), runs, routes, chromePath, log });
    results.taps = measured.rows;
    results.cpu = { ...results.cpu, taps: measured.calibrations };
    results.verdicts.push(...tapVerdicts(results.taps));
  }
  await stopAll();
}

/** The calibrations' range (docs/benchmark.md, "The phone"). */
function cpuText(cpu = {}) {
  const range = (list, key, digits) => {
    const values = list.map((c) => c[key]).sort((a, b) => a - b);
    const [low, high] = [values[0].toFixed(digits), values.at(-1).toFixed(digits)];
    return low === high ? low : `${low}–${high}`;
  };
  const parts = Object.entries(cpu)
    .filter(([, list]) => list.length)
    .map(([name, list]) => `${name} ${range(list, 'slowdown', 1)}x (benchmarkIndex ${range(list, 'index', 0)})`);
  return parts.join('; ') || '–';
}

async function main() {
  const [started, loadBefore] = [Date.now(), loadAverage()];
  for (let port = first; port < first + PORTS; port += 1) await assertPortFree('bench', HOST, port, 'BENCH_PORT');
  await build();
  const measure = (name, route) => measureRoute(path.join(BENCH_DIR, name), route);
  const bytes = { routes: Object.fromEntries(routes.map((route) => [route, measure('site', route)])) };
  Object.assign(bytes, { baseline: measure('baseline', '/'), floor: measure('floor', '/') });
  const versions = { next: installedVersion('next'), react: installedVersion('react') };
  // The baseline `npm test` reads: from fresh builds without source maps (which add a comment to every file).
  if (!sourceMaps && !options['reuse-builds']) recordBaseline(bytes.baseline.js, versions, GZIP_LEVEL);
  const verdicts = Object.entries(bytes.routes).map(([route, { js }]) =>
    checkJsBudget(route, js.gzip, bytes.baseline.js.gzip),
  );
  const results = { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), bytes, verdicts };
  if (lighthouse || taps) await serveAndMeasure(results);
  const busy = results.quiet?.map((share) => `${Math.round(share * 100)}%`).join(', ');
  results.conditions = {
    'Next.js': versions.next,
    React: versions.react,
    Lighthouse: `${installedVersion('lighthouse')}, run by @lhci/cli ${installedVersion('@lhci/cli')}`,
    Chromium: execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim(),
    'Node.js': process.version,
    Machine: `${os.cpus().length} CPUs, load average ${loadBefore} before and ${loadAverage()} after`,
    'CPUs busy when Lighthouse, then the taps, began': busy || '–',
    [`The phone's CPU: this machine slowed by its benchmarkIndex over ${Math.round(PHONE_INDEX)}, read before each mobile round of Lighthouse and each load of taps`]:
      cpuText(results.cpu),
    'Lighthouse runs': lighthouse ? `${runs} per page and preset (${presets.join(', ')})` : 'none',
    'Tap runs': taps ? `${runs} per row and delay` : 'none',
    Duration: `${Math.round((Date.now() - started) / 1000)} s`,
  };
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = complete ? path.join(ROOT, 'docs/performance.md') : path.join(BENCH_DIR, 'performance.md');
  writeFileSync(report, performanceMarkdown(results));
  console.log(summaryText(results));
  log(`Wrote ${path.relative(ROOT, report)}${complete ? '' : ' (only a complete run writes docs/performance.md)'}`);
  return verdicts.every((v) => v.pass) ? 0 : 1;
}

process.exitCode = await main();
