// The performance budgets (issues #6 and #12), in one place. `npm run bench` checks all of them,
// the Lighthouse ones as @lhci/cli assertions; `npm test` checks the first-load byte budgets
// against the baseline that the last bench run recorded in scripts/first-load-baseline.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PAGE_PATHS as ROUTES } from '../../content/routes.mjs';
import { ROOT } from './emulators.mjs';

export { ROUTES }; // every page of the site

/** First-load JavaScript (gzip) of each page, at most this many times the baseline page's (#27). */
export const JS_RATIO_BUDGETS = Object.fromEntries(ROUTES.map((route) => [route, 1.15]));

/** Lighthouse medians on every page: scores (0-1) for performance and the others, CLS, mobile LCP × the no-JS floor's. */
export const LIGHTHOUSE_BUDGETS = { performance: { mobile: 0.98, desktop: 1 }, others: 1, cls: 0.01, lcpRatio: 1.25 };

/** Taps in the mobile profile, in every row: none lost or acting on what the visitor no longer saw; the answer's median and worst. */
export const TAP_BUDGETS = { medianMs: 100, worstMs: 200 };

/** Where `npm run bench` records the baseline's bytes for `npm test`. */
export const BASELINE_RECORD = path.join(ROOT, 'scripts/first-load-baseline.json');

/** Records the baseline's first-load JS (gzip at `gzipLevel`) for the byte-budget test in `npm test`. */
export function recordBaseline(js, versions, gzipLevel) {
  const comment = 'Written by `npm run bench`, read by `npm test`; re-run the bench after upgrading Next.js or React.';
  const baseline = { js: { raw: js.raw, gzip: js.gzip, files: js.files.length } };
  const record = { comment, ...versions, gzipLevel, budgets: JS_RATIO_BUDGETS, baseline };
  writeFileSync(BASELINE_RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

export function installedVersion(name) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** The median; a lost tap's Infinity counts (when most taps are lost, the median is Infinity). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b || 0);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle] : sorted.length ? (sorted[middle] + sorted[middle + 1]) / 2 : NaN;
}

/** One budget's verdict: the value, its limit and whether it is at most the limit. */
export function verdict(budget, value, limit) {
  return { budget, value, limit, pass: Number.isFinite(value) && value <= limit };
}

export function checkJsBudget(route, gzip, baselineGzip) {
  const ratio = JS_RATIO_BUDGETS[route];
  if (ratio === undefined) throw new Error(`No first-load JS budget for ${route}`);
  return verdict(`${route} first-load JS (gzip) ≤ ${ratio} × baseline`, gzip, Math.floor(ratio * baselineGzip));
}

/** The Lighthouse budgets as an lhci assert config, on the medians of the pages matching `sitePattern`. */
export function lhciAssertions(preset, sitePattern, floorMobileLcp) {
  const b = LIGHTHOUSE_BUDGETS;
  const median = (option) => ['error', { ...option, aggregationMethod: 'median' }];
  const others = ['accessibility', 'best-practices', 'seo'].map((id) => [
    `categories:${id}`,
    median({ minScore: b.others }),
  ]);
  const assertions = {
    'categories:performance': median({ minScore: b.performance[preset] }),
    ...Object.fromEntries(others),
    'cumulative-layout-shift': median({ maxNumericValue: b.cls }),
  };
  if (preset === 'mobile') {
    assertions['largest-contentful-paint'] = median({ maxNumericValue: b.lcpRatio * floorMobileLcp });
  }
  return { assertMatrix: [{ matchingUrlPattern: sitePattern, assertions }] };
}

/** The runs of a row in which a tap was lost: never answered, or never made (the tap before was lost). */
export const lostRuns = (row) =>
  row.runs.filter((run) => run.taps.length < row.steps.length || run.taps.some((tap) => !Number.isFinite(tap.response)))
    .length;

/**
 * Every row: no tap lost, none acting on what the visitor no longer saw (a card of another tab, an app
 * the filter moved), and the row's subject (its last tap) answered within the median and worst budgets.
 */
export function tapVerdicts(rows) {
  const b = TAP_BUDGETS;
  return rows.flatMap((row) => {
    const label = `${row.route} ${row.name}, ${row.delay} ms after the first paint:`;
    const last = row.steps.length - 1;
    const answers = row.runs.map((run) => run.taps[last]?.response ?? Infinity);
    return [
      verdict(`${label} runs with a tap lost = 0`, lostRuns(row), 0),
      verdict(`${label} taps on what was no longer shown = 0`, row.runs.filter((run) => !run.right).length, 0),
      verdict(`${label} median answer ≤ ${b.medianMs} ms`, median(answers), b.medianMs),
      verdict(`${label} worst answer ≤ ${b.worstMs} ms`, Math.max(...answers), b.worstMs),
    ];
  });
}
