// The performance budgets (issues #6 and #12), in one place. `npm run bench` checks all of them,
// the Lighthouse ones as @lhci/cli assertions; `npm test` checks the first-load byte budgets
// against the baseline that the last bench run recorded in scripts/first-load-baseline.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PAGE_PATHS as ROUTES, ROUTES as PATHS } from '../../content/routes.mjs';
import { ROOT } from './emulators.mjs';

export { ROUTES }; // every page of the site

/** First-load JavaScript (gzip) of each page, at most this many times the baseline page's (the app picker's, 1.3). */
export const JS_RATIO_BUDGETS = Object.fromEntries(
  ROUTES.map((route) => [route, route === PATHS.allApps ? 1.3 : 1.15]),
);

/** Lighthouse medians on every page: scores (0-1) for performance and the others, CLS, mobile LCP × the baseline's. */
export const LIGHTHOUSE_BUDGETS = { performance: { mobile: 0.98, desktop: 1 }, others: 1, cls: 0.01, lcpRatio: 0.55 };

// Taps in the mobile profile: none lost; the demo dialog visible in 100 ms and its form usable in 1 s
// (medians); the code it fetches at most 60 kB gzip: 0.33 s at 1.6 Mbps after a 0.56 s round trip.
export const TAP_BUDGETS = { dialogVisibleMs: 100, formUsableMs: 1000, dialogCodeGzip: 60_000 };

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

/** One budget's verdict: the value, its limit and whether it is at most (`atMost`) or at least the limit. */
export function verdict(budget, value, limit, atMost = true) {
  return { budget, value, limit, pass: Number.isFinite(value) && (atMost ? value <= limit : value >= limit) };
}

export function checkJsBudget(route, gzip, baselineGzip) {
  const ratio = JS_RATIO_BUDGETS[route];
  if (ratio === undefined) throw new Error(`No first-load JS budget for ${route}`);
  return verdict(`${route} first-load JS (gzip) ≤ ${ratio} × baseline`, gzip, Math.floor(ratio * baselineGzip));
}

/** The Lighthouse budgets as an lhci assert config, on the medians of the pages matching `sitePattern`. */
export function lhciAssertions(preset, sitePattern, baselineMobileLcp) {
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
    assertions['largest-contentful-paint'] = median({ maxNumericValue: b.lcpRatio * baselineMobileLcp });
  }
  return { assertMatrix: [{ matchingUrlPattern: sitePattern, assertions }] };
}

/** No tap lost; for the dialog, the medians of tap to visible and tap to form usable; its code's size. */
export function tapVerdicts(rows, dialogCodeGzip) {
  const b = TAP_BUDGETS;
  const verdicts = rows.flatMap((row) => {
    const label = `${row.route} ${row.text}, tap ${row.delay} ms after the first paint:`;
    const lost = row.taps.filter((tap) => !Number.isFinite(tap.response)).length;
    const [visible, usable] = [median(row.taps.map((t) => t.response)), median(row.taps.map((t) => t.form))];
    const dialog = [
      verdict(`${label} dialog visible ≤ ${b.dialogVisibleMs} ms`, visible, b.dialogVisibleMs),
      verdict(`${label} form usable ≤ ${b.formUsableMs} ms`, usable, b.formUsableMs),
    ];
    return [verdict(`${label} taps lost = 0`, lost, 0), ...(row.answer === 'dialog' ? dialog : [])];
  });
  return [...verdicts, verdict(`dialog code (gzip) ≤ ${b.dialogCodeGzip} bytes`, dialogCodeGzip, b.dialogCodeGzip)];
}
