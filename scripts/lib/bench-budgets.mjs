// The performance and accessibility budgets (issue #6), in one place: `npm run bench` checks all
// of them, and `npm test` checks the deterministic byte budgets against the baseline that the
// last bench run recorded in scripts/first-load-baseline.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ROOT } from './emulators.mjs';

/** Every page of the site. */
export const ROUTES = ['/home', '/products-list', '/about-us', '/all-apps', '/team'];

/** First-load JavaScript (gzip) of each page, at most this many times the baseline page's. */
export const JS_RATIO_BUDGETS = {
  '/home': 1.15,
  '/products-list': 1.15,
  '/about-us': 1.15,
  '/all-apps': 1.3,
  '/team': 1.15,
};

/** Lighthouse medians every page must reach. */
export const LIGHTHOUSE_BUDGETS = {
  performance: { mobile: 98, desktop: 100 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  /** Mobile LCP at most this many times the baseline page's, measured in the same run. */
  mobileLcpRatio: 0.75,
};

/** Where `npm run bench` records the baseline's bytes for `npm test`. */
export const BASELINE_RECORD = path.join(ROOT, 'scripts/first-load-baseline.json');

export function installedVersion(name) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** One budget's verdict: { budget, value, limit, pass } (`atMost` false means "at least"). */
function verdict(budget, value, limit, atMost = true) {
  return { budget, value, limit, pass: Number.isFinite(value) && (atMost ? value <= limit : value >= limit) };
}

/** The first-load JS budget of a route: its gzip bytes against `JS_RATIO_BUDGETS` × the baseline's. */
export function checkJsBudget(route, gzip, baselineGzip) {
  const ratio = JS_RATIO_BUDGETS[route];
  if (ratio === undefined) throw new Error(`No first-load JS budget for ${route}`);
  return verdict(`${route} first-load JS (gzip) ≤ ${ratio} × baseline`, gzip, Math.floor(ratio * baselineGzip));
}

/** A route's Lighthouse budgets, from its { mobile, desktop } medians and the baseline's mobile LCP. */
export function checkLighthouseBudgets(route, medians, baselineMobileLcp) {
  const b = LIGHTHOUSE_BUDGETS;
  const verdicts = [];
  for (const preset of ['mobile', 'desktop']) {
    const m = medians[preset];
    if (!m) continue;
    verdicts.push(
      verdict(`${route} ${preset} performance ≥ ${b.performance[preset]}`, m.performance, b.performance[preset], false),
      verdict(`${route} ${preset} accessibility = ${b.accessibility}`, m.accessibility, b.accessibility, false),
      verdict(`${route} ${preset} best practices = ${b.bestPractices}`, m.bestPractices, b.bestPractices, false),
      verdict(`${route} ${preset} SEO = ${b.seo}`, m.seo, b.seo, false),
      verdict(`${route} ${preset} CLS ≤ ${b.cls}`, m.cls, b.cls),
    );
  }
  if (medians.mobile) {
    verdicts.push(
      verdict(
        `${route} mobile LCP ≤ ${b.mobileLcpRatio} × baseline's`,
        medians.mobile.lcp,
        b.mobileLcpRatio * baselineMobileLcp,
      ),
    );
  }
  return verdicts;
}
