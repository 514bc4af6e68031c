// `npm run bench`: builds the site like production, a bare create-next-app page (the baseline) and
// a plain HTML page of the home page's text (the floor), measures each page's first-load bytes and
// packages, runs Lighthouse on all of them, writes docs/performance.md and exits non-zero when a
// budget (scripts/lib/bench-budgets.mjs) is broken. How it works: docs/benchmark.md.
//
// Options (for trying things out; a run with any of them writes .bench/performance.md instead of docs/):
//   --routes=/home,/team   only these pages of the site
//   --runs=N               Lighthouse runs per page and preset (default 3)
//   --presets=mobile       only these Lighthouse presets (default mobile,desktop)
//   --skip-lighthouse      bytes only
//   --reuse-builds         measure the builds left in .bench/ by the previous run
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { baselineFiles } from './lib/bench-baseline.mjs';
import { BENCH_DIR, buildGeneratedApp, buildSite, productionBuildEnv } from './lib/bench-build.mjs';
import {
  BASELINE_RECORD,
  JS_RATIO_BUDGETS,
  ROUTES,
  checkJsBudget,
  checkLighthouseBudgets,
  installedVersion,
} from './lib/bench-budgets.mjs';
import { GZIP_LEVEL, firstLoadAssets, htmlFileForRoute, measureRoute } from './lib/bench-bytes.mjs';
import { floorHtml } from './lib/bench-floor.mjs';
import { PRESETS, chromeVersion, findChrome, measureTargets } from './lib/bench-lighthouse.mjs';
import { packagesOfPage } from './lib/bench-packages.mjs';
import { waitForQuietCpu } from './lib/bench-quiet.mjs';
import { performanceMarkdown, summaryText } from './lib/bench-report.mjs';
import { HOST } from './lib/config.mjs';
import { ROOT } from './lib/emulators.mjs';
import { assertPortFree, startService, stopAll, stopAllOnSignals, waitForPort } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: PRESETS.join(',') },
    'skip-lighthouse': { type: 'boolean', default: false },
    'reuse-builds': { type: 'boolean', default: false },
  },
});
const routes = options.routes ? options.routes.split(',') : ROUTES;
const runs = Number(options.runs);
const presets = options.presets.split(',');
for (const route of routes) if (!ROUTES.includes(route)) throw new Error(`Unknown route ${route}: one of ${ROUTES}`);
for (const preset of presets) if (!PRESETS.includes(preset)) throw new Error(`Unknown preset ${preset}: ${PRESETS}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number`);
const complete =
  routes.length === ROUTES.length && presets.length === PRESETS.length && runs >= 3 && !options['skip-lighthouse'];

// BENCH_PORT and the four ports after it (default 3300-3304): apart from `npm start` (PORT,
// default 3000) and `npm test` (3100), so that the bench runs beside either.
const firstPort = Number(process.env.BENCH_PORT ?? 3300);
if (!Number.isInteger(firstPort) || firstPort <= 0 || firstPort > 65531)
  throw new Error('BENCH_PORT must be a port number');
const benchPorts = {
  site: firstPort,
  baseline: firstPort + 1,
  floor: firstPort + 2,
  collector: firstPort + 3,
  chrome: firstPort + 4,
};
const origin = (port) => `http://${HOST}:${port}`;
/** The site build reports errors to the bench's stand-in collector (so the Sentry path is measured too). */
const SITE_DSN = `http://bench@${HOST}:${benchPorts.collector}/1`;

function log(message) {
  console.log(`[bench] ${message}`);
}

async function build() {
  if (options['reuse-builds']) {
    for (const name of ['site', 'site-sourcemaps', 'baseline', 'baseline-sourcemaps', 'floor']) {
      if (!existsSync(path.join(BENCH_DIR, name))) throw new Error(`--reuse-builds: .bench/${name} does not exist`);
    }
    return;
  }
  log('Building the site like production into .bench/site (and with source maps into .bench/site-sourcemaps)');
  await buildSite(
    productionBuildEnv({
      siteUrl: origin(benchPorts.site),
      sentryDsn: SITE_DSN,
    }),
  );
  log('Building the baseline (the create-next-app page) into .bench/baseline');
  await buildGeneratedApp('baseline', baselineFiles, { NEXT_TELEMETRY_DISABLED: '1' });
  log('Writing the floor (the home page as plain HTML) into .bench/floor');
  mkdirSync(path.join(BENCH_DIR, 'floor'), { recursive: true });
  writeFileSync(
    path.join(BENCH_DIR, 'floor/index.html'),
    floorHtml(readFileSync(path.join(BENCH_DIR, 'site/home.html'), 'utf8')),
  );
}

/** A page's bytes, and the packages of its first-load JS from the same page in the source-map build. */
function measurePage(name, route) {
  const bytes = measureRoute(path.join(BENCH_DIR, name), route);
  const sourceMapDir = path.join(BENCH_DIR, `${name}-sourcemaps`);
  const sourceMapUrls = firstLoadAssets(readFileSync(htmlFileForRoute(sourceMapDir, route), 'utf8')).scripts;
  return { bytes, packages: packagesOfPage(sourceMapDir, sourceMapUrls, bytes.js.files) };
}

function measureBytes() {
  const site = Object.fromEntries(routes.map((route) => [route, measurePage('site', route)]));
  const baseline = measurePage('baseline', '/');
  return {
    bytes: {
      routes: Object.fromEntries(routes.map((route) => [route, site[route].bytes])),
      baseline: baseline.bytes,
      floor: measureRoute(path.join(BENCH_DIR, 'floor'), '/'),
    },
    packages: {
      baseline: baseline.packages,
      ...Object.fromEntries(routes.map((route) => [route, site[route].packages])),
    },
  };
}

/** Records the baseline's bytes for the byte-budget test in `npm test`. */
function recordBaseline(baseline, versions) {
  const record = {
    comment:
      'Written by `npm run bench`. The byte-budget test in `npm test` reads it; re-run the bench after upgrading Next.js or React.',
    next: versions.next,
    react: versions.react,
    gzipLevel: GZIP_LEVEL,
    budgets: JS_RATIO_BUDGETS,
    baseline: { js: { raw: baseline.js.raw, gzip: baseline.js.gzip, files: baseline.js.files.length } },
  };
  writeFileSync(BASELINE_RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

async function lighthouse(chromePath) {
  log('Serving the site, the baseline and the floor (scripts/lib/bench-serve.mjs)');
  const server = startService('serve', process.execPath, [
    path.join(ROOT, 'scripts/lib/bench-serve.mjs'),
    `--dsn=${SITE_DSN}`,
    `${benchPorts.site}=${path.join(BENCH_DIR, 'site')}`,
    `${benchPorts.baseline}=${path.join(BENCH_DIR, 'baseline')}`,
    `${benchPorts.floor}=${path.join(BENCH_DIR, 'floor')}`,
    `--collector=${benchPorts.collector}`,
  ]);
  try {
    for (const port of [benchPorts.site, benchPorts.baseline, benchPorts.floor, benchPorts.collector]) {
      await waitForPort('The bench server', HOST, port, server);
    }
    const cpuBusy = await waitForQuietCpu({ log });
    const targets = [
      ...routes.map((route) => ({ name: route, url: `${origin(benchPorts.site)}${route}` })),
      { name: 'baseline', url: `${origin(benchPorts.baseline)}/` },
      { name: 'floor', url: `${origin(benchPorts.floor)}/` },
    ];
    log(`Lighthouse: ${runs} run(s) × ${presets.join(' and ')} × ${targets.length} pages`);
    const results = await measureTargets(targets, {
      runs,
      presets,
      chromePath,
      port: benchPorts.chrome,
      reportDir: path.join(BENCH_DIR, 'lighthouse'),
      log,
    });
    return { results, cpuBusy };
  } finally {
    await stopAll();
  }
}

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0].toFixed(1);
  const chromePath = findChrome();
  for (const [name, port] of Object.entries(benchPorts)) await assertPortFree(name, HOST, port, 'BENCH_PORT');

  await build();
  const { bytes, packages } = measureBytes();
  const versions = {
    next: installedVersion('next'),
    react: installedVersion('react'),
    lighthouse: installedVersion('lighthouse'),
  };
  recordBaseline(bytes.baseline, versions);
  const { results: lighthouseResults, cpuBusy } = options['skip-lighthouse']
    ? { results: null, cpuBusy: null }
    : await lighthouse(chromePath);

  const verdicts = routes.map((route) => checkJsBudget(route, bytes.routes[route].js.gzip, bytes.baseline.js.gzip));
  if (lighthouseResults) {
    const baselineLcp = lighthouseResults.baseline?.mobile?.lcp ?? NaN;
    for (const route of routes) verdicts.push(...checkLighthouseBudgets(route, lighthouseResults[route], baselineLcp));
  }
  const results = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    conditions: {
      ...versions,
      chromium: chromeVersion(chromePath),
      node: process.version,
      cpus: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0].toFixed(1),
      cpuBusyBeforeLighthouse: cpuBusy,
      lighthouseRuns: lighthouseResults ? `${runs} per page and preset (${presets.join(', ')})` : 'none',
      gzipLevel: GZIP_LEVEL,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    },
    bytes,
    packages,
    lighthouse: lighthouseResults,
    verdicts,
  };
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = complete ? path.join(ROOT, 'docs/performance.md') : path.join(BENCH_DIR, 'performance.md');
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(report, performanceMarkdown(results));
  console.log(summaryText(results));
  log(`Wrote ${path.relative(ROOT, report)}${complete ? '' : ' (a partial run never overwrites docs/performance.md)'}`);
  log(`Took ${results.conditions.durationSeconds} s`);
  return verdicts.every((v) => v.pass) ? 0 : 1;
}

stopAllOnSignals();
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? error.stack : error}`);
  await stopAll();
  process.exitCode = 2;
}
