// Lighthouse through @lhci/cli: `lhci collect` runs it (a fresh headless Chromium each run), keeping
// every report in .bench/lhci/<preset>/.lighthouseci/; `lhci assert` checks the budgets on the medians.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { BENCH_DIR } from './bench-build.mjs';
import { lhciAssertions, median } from './bench-budgets.mjs';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';
import { calibrateCpu } from './mobile-profile.mjs';
import { run } from './processes.mjs';

export const PRESETS = ['mobile', 'desktop'];
const LHCI = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');

function lhci(dir, command, config) {
  const file = path.join(dir, `lighthouserc.${command}.json`);
  writeFileSync(file, JSON.stringify({ ci: { [command]: config } }, null, 2));
  return run(process.execPath, [LHCI, command, `--config=${file}`], { cwd: dir });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/** What one run found: each category's score 0-100, LCP and TBT in ms, CLS, script requests. */
function summarizeRun(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN])),
    scriptRequests: requests.filter((item) => item.resourceType === 'Script').length,
  };
}

/** Each URL's runs in `dir`: every metric's median. */
function medians(dir) {
  const runs = new Map();
  for (const file of readdirSync(dir).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    runs.set(lhr.finalUrl, [...(runs.get(lhr.finalUrl) ?? []), summarizeRun(lhr)]);
  }
  return [...runs].map(([url, list]) => [
    url,
    Object.fromEntries(Object.keys(list[0] ?? {}).map((key) => [key, median(list.map((run) => run[key]))])),
  ]);
}

// Lighthouse `runs` times with each preset on its pages ({ preset: { name: url } }), round by round
// so that a busy moment spreads over all pages, each mobile round on the profile's phone (this
// machine slowed by what its speed reads before the round, as for the taps); then the budgets of the
// pages under `siteOrigin`, mobile LCP against the floor's of the same run.
export async function measureLighthouse({ pages, presets, runs, chromePath, port, siteOrigin, log }) {
  const all = Object.assign({}, ...Object.values(pages));
  const nameOf = (url) => Object.keys(all).find((name) => all[name] === url) ?? url;
  const results = {};
  const verdicts = [];
  const calibrations = [];
  for (const preset of PRESETS.filter((p) => presets.includes(p))) {
    const dir = path.join(BENCH_DIR, 'lhci', preset);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const settings = { onlyCategories: CATEGORIES, port, chromeFlags: CHROMIUM_ARGS.join(' ') };
    if (preset === 'desktop') settings.preset = preset;
    for (let round = 1; round <= runs; round += 1) {
      /** @type {Record<string, unknown>} */
      const roundSettings = { ...settings };
      let cpu = ''; // desktop: this machine as it is
      if (preset === 'mobile') {
        const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
        const { index, slowdown } = await calibrateCpu(browser).finally(() => browser.close());
        calibrations.push({ index, slowdown });
        roundSettings.throttling = { cpuSlowdownMultiplier: slowdown };
        cpu = `, ${slowdown.toFixed(1)}x CPU (benchmarkIndex ${index})`;
      }
      log(`Lighthouse ${preset}: round ${round} of ${runs}${cpu}`);
      const collect = {
        url: Object.values(pages[preset]),
        numberOfRuns: 1,
        additive: round > 1,
        chromePath,
        settings: roundSettings,
      };
      await lhci(dir, 'collect', collect);
    }
    for (const [url, m] of medians(path.join(dir, '.lighthouseci'))) (results[nameOf(url)] ??= {})[preset] = m;
    const file = path.join(dir, '.lighthouseci/assertion-results.json');
    const assertions = lhciAssertions(preset, `^${siteOrigin.replaceAll('.', '\\.')}/`, results.floor?.mobile?.lcp);
    // lhci exits with 1 when an assertion fails: the results say which.
    await lhci(dir, 'assert', { ...assertions, includePassedAssertions: true }).catch((error) => {
      if (!existsSync(file)) throw error;
    });
    for (const r of JSON.parse(readFileSync(file, 'utf8'))) {
      const budget = `${nameOf(r.url)} ${preset} ${r.auditProperty ?? r.auditId} ${r.operator} ${Number(r.expected.toPrecision(4))}`;
      verdicts.push({ budget, value: r.actual, limit: r.expected, pass: r.passed });
    }
  }
  return { results, verdicts, calibrations };
}
