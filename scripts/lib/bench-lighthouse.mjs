// Lighthouse (the npm package) against the served pages, in one headless Chromium that stays
// open for every run (Lighthouse clears the origin's cache and storage before each navigation).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import lighthouse, { desktopConfig } from 'lighthouse';

import { CHROMIUM_ARGS } from './chromium-flags.mjs';

export const PRESETS = ['mobile', 'desktop'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The Chromium Lighthouse drives: CHROME_PATH, else CHROMIUM_PATH (as the browser tests), else `chromium` on the PATH. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH/CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not on the PATH
    }
  }
  throw new Error('No Chromium found for Lighthouse: install one (apt-get install chromium) or set CHROME_PATH.');
}

export function chromeVersion(chromePath) {
  return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** chrome-launcher as Lighthouse itself depends on it (not a dependency of this project). */
async function chromeLauncher() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/** Starts the headless Chromium; returns { port, kill }. */
export async function launchChrome(chromePath, port) {
  const { launch } = await chromeLauncher();
  return launch({ chromePath, port, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
}

/** What one Lighthouse run found: scores 0-100, LCP and TBT in ms, CLS, and the failed audits. */
export function summarizeRun(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${id}: ${ref.id}`);
    }
  }
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptRequests: scripts.length,
    scriptTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failed,
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * One Lighthouse run of `url` with the `mobile` (Lighthouse's default) or `desktop` preset; the
 * full report is written to `reportFile` (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function runLighthouse(url, preset, port, reportFile) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportFile) writeFileSync(reportFile, result.report);
  return summarizeRun(result.lhr);
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Per-metric medians of several runs, plus every audit that failed in any run. */
export function medianOfRuns(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    scriptRequests: pick('scriptRequests'),
    scriptTransfer: pick('scriptTransfer'),
    failed: [...new Set(runs.flatMap((run) => run.failed))],
    errors: [...new Set(runs.map((run) => run.runtimeError).filter(Boolean))],
  };
}

/**
 * Runs Lighthouse `runs` times for every target ({ name, url }) and preset, interleaved (round by
 * round) so that a busy moment on the machine spreads over all pages instead of hitting one.
 * Every report is kept in `reportDir`. Returns { [name]: { mobile: medians, desktop: medians } }.
 */
export async function measureTargets(
  targets,
  { runs, presets = PRESETS, chromePath, port, reportDir, log = console.log },
) {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const chrome = await launchChrome(chromePath, port);
  const results = new Map(targets.flatMap((target) => presets.map((preset) => [`${target.name} ${preset}`, []])));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        for (const preset of presets) {
          const started = Date.now();
          const slug = target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
          const reportFile = path.join(reportDir, `${slug}-${preset}-${round}.json`);
          const run = await runLighthouse(target.url, preset, chrome.port, reportFile);
          results.get(`${target.name} ${preset}`)?.push(run);
          log(
            `  Lighthouse ${round}/${runs} ${preset.padEnd(7)} ${target.name.padEnd(16)} perf ${run.performance} ` +
              `LCP ${Math.round(run.lcp)} ms TBT ${Math.round(run.tbt)} ms CLS ${run.cls.toFixed(3)} ` +
              `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries(
    targets.map((target) => [
      target.name,
      Object.fromEntries(
        presets.map((preset) => [preset, medianOfRuns(results.get(`${target.name} ${preset}`) ?? [])]),
      ),
    ]),
  );
}
