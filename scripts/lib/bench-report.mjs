// docs/performance.md and the terminal summary, from one bench run's results (see scripts/bench.mjs).
import { JS_RATIO_BUDGETS, LIGHTHOUSE_BUDGETS as L, TAP_BUDGETS as T, lostRuns, median } from './bench-budgets.mjs';
import { SITE_VARIANTS } from './bench-build.mjs';
import { LIMIT_MS, TAP_DELAYS } from './bench-interactions.mjs';

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '–');
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : value === Infinity ? 'never' : '–');
const ratio = (value, base) => (Number.isFinite(value) && base > 0 ? `${(value / base).toFixed(2)}×` : '–');
const value = (v) => (!Number.isFinite(v) || Number.isInteger(v) ? String(v) : v.toFixed(v < 1 ? 3 : 0));
const table = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function bytesTable({ bytes }) {
  const base = bytes.baseline.js;
  const header = ['Page', 'JS files', 'JS raw kB', 'raw × baseline', 'JS gzip kB', 'gzip × baseline', 'Budget'];
  const rows = [...Object.keys(bytes.routes), 'baseline', 'floor'].map((page) => {
    const { js, css, html, fonts } = bytes.routes[page] ?? bytes[page];
    const budget = JS_RATIO_BUDGETS[page] ? `≤ ${JS_RATIO_BUDGETS[page]}×` : '';
    const jsCells = [kb(js.raw), ratio(js.raw, base.raw), kb(js.gzip), ratio(js.gzip, base.gzip), budget];
    return [page, js.files.length, ...jsCells, kb(css.gzip), kb(html.gzip), kb(fonts.raw)];
  });
  return table([...header, 'CSS gzip kB', 'HTML + payload gzip kB', 'Font kB'], rows);
}

function lighthouseTable({ lighthouse }, preset) {
  const mobile = preset === 'mobile';
  const rows = Object.entries(lighthouse)
    .filter(([page, byPreset]) => byPreset[preset] && !variantOf(page))
    .map(([page, { [preset]: m }]) => {
      const lcp = mobile ? [ratio(m.lcp, lighthouse.floor?.mobile?.lcp)] : [];
      const scores = [m.accessibility, m['best-practices'], m.seo];
      return [page, m.performance, ms(m.lcp), ms(m.tbt), m.cls.toFixed(3), ...scores, ...lcp, m.scriptRequests];
    });
  const header = ['Page', 'Performance', 'LCP ms', 'TBT ms', 'CLS', 'Accessibility', 'Best practices', 'SEO'];
  return table([...header, ...(mobile ? ['LCP × floor'] : []), 'JS requests'], rows);
}

/** The variant a Lighthouse page name belongs to (`site-next /home`), if any. */
const variantOf = (page) => Object.keys(SITE_VARIANTS).find((name) => page.startsWith(`${name} `));

/**
 * The script-loading decision: each variant's median mobile LCP on every page against the floor's,
 * beside the site's. The post-build deferral stays only while every variant misses the budget somewhere.
 */
function scriptLoadingTable({ lighthouse }) {
  const floor = lighthouse.floor?.mobile?.lcp;
  const routes = Object.keys(lighthouse).filter((page) => page.startsWith('/'));
  const names = ['site', ...Object.keys(SITE_VARIANTS).filter((name) => name !== 'site')];
  const lcp = (name, route) => lighthouse[name === 'site' ? route : `${name} ${route}`]?.mobile?.lcp;
  const rows = routes.map((route) => [
    route,
    ...names.map((name) => `${ms(lcp(name, route))} (${ratio(lcp(name, route), floor)})`),
  ]);
  const meets = (name) => routes.every((route) => lcp(name, route) <= L.lcpRatio * floor);
  const verdicts = names.map((name) =>
    routes.some((route) => Number.isFinite(lcp(name, route))) ? (meets(name) ? 'meets' : 'misses') : '–',
  );
  return table(['Page', ...names.map((name) => `${name} LCP ms (× floor)`)], [...rows, ['Budget', ...verdicts]]);
}

function tapsTable({ taps }) {
  const rows = taps.map((row) => {
    const last = row.steps.length - 1;
    const answers = row.runs.map((run) => run.taps[last]?.response ?? Infinity);
    const wrong = row.runs.filter((run) => !run.right).length;
    const after = median(row.runs.map((run) => run.taps[0]?.after));
    const control = `${row.name} (${row.device.viewport.width} px)`;
    return [
      row.route,
      control,
      `${row.delay} (${ms(after)})`,
      `${lostRuns(row)} of ${row.runs.length}`,
      wrong,
      ms(median(answers)),
      ms(Math.max(...answers)),
    ];
  });
  const header = ['Page', 'Taps', 'First tap, ms after the first paint (actual)', 'Lost', 'On what was gone'];
  return table([...header, 'Answer ms', 'worst'], rows);
}

function budgetsText() {
  const js = Object.entries(JS_RATIO_BUDGETS).map(([route, limit]) => `${route} ≤ ${limit}×`);
  return `- First-load JS (gzip): ${js.join(', ')} the baseline's.
- Lighthouse medians, asserted by \`lhci assert\`, on every page: performance ≥ ${L.performance.mobile * 100} mobile and ${L.performance.desktop * 100} desktop; accessibility, best practices and SEO ${L.others * 100}; CLS ≤ ${L.cls}; mobile LCP ≤ ${L.lcpRatio} × the floor's of the same run.
- Taps in the mobile profile, the first ${TAP_DELAYS.join(', ')} ms after the first paint, in every row: none lost, none acting on what the visitor no longer saw; the answer (of the row's last tap) ≤ ${T.medianMs} ms at the median and ≤ ${T.worstMs} ms at worst.`;
}

/** The whole of docs/performance.md. */
export function performanceMarkdown(results) {
  const broken = results.verdicts.filter((v) => !v.pass);
  const sections = [
    '# Performance budgets: measured',
    `Generated by \`npm run bench\` on ${results.date}; do not edit by hand. How it works and how to read it: [benchmark.md](benchmark.md).`,
    `**Result: ${broken.length ? `${broken.length} budget(s) broken` : 'every budget met'}.**`,
    table(['Condition', 'Value'], Object.entries(results.conditions)),
    '## Budgets',
    budgetsText(),
    broken.length ? `Broken:\n\n${broken.map((v) => `- ${v.budget}: ${value(v.value)}`).join('\n')}` : '',
    '## First-load bytes',
    'What each page loads before any interaction: the scripts its HTML names (`<script src>` except `nomodule`, script preloads, and the scripts it adds after its first paint), its style sheets, its preloaded fonts and the HTML itself.',
    bytesTable(results),
  ];
  const lighthouse = results.lighthouse ?? {};
  const presets = [...new Set(Object.values(lighthouse).flatMap(Object.keys))];
  sections.push(...presets.flatMap((p) => [`## Lighthouse, ${p} (medians)`, lighthouseTable(results, p)]));
  if (presets.length) sections.push("Every run's full report: `.bench/lhci/<preset>/.lighthouseci/lhr-*.html`.");
  if (Object.keys(lighthouse).some(variantOf)) {
    sections.push(
      '## Script loading',
      "Median mobile LCP of every page as built (`site`: Next.js' scripts loaded after the first paint by scripts/lib/defer-scripts.mjs), with Next.js' own loading (`site-next`) and with that and `experimental.inlineCss` (`site-inline-css`), against the floor's in the same run.",
      scriptLoadingTable(results),
    );
  }
  if (results.taps) {
    sections.push(
      '## Taps in the mobile profile',
      `Each row on a fresh load, its first tap at the delay; a second tap goes to what the first showed, in the frame it shows. Answer: the end of the first frame that shows it (the tab's panel, the radio or card checked and drawn, the menu open, the dialog; for a card, the card getting the tap, whose log must follow); "never" (within ${LIMIT_MS / 1000} s): lost. Medians, and the worst of the runs.`,
      tapsTable(results),
    );
  }
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

/** The terminal summary: every broken budget. */
export function summaryText({ verdicts }) {
  const broken = verdicts.filter((v) => !v.pass).map((v) => `  ✗ ${v.budget}: ${value(v.value)}`);
  return [`${verdicts.length - broken.length} of ${verdicts.length} budgets met.`, ...broken].join('\n');
}
