// Taps as a visitor taps: each control 0, 300 and 1000 ms after the first paint, on a fresh load in
// Lighthouse's mobile profile applied through the DevTools protocol; and a second tap on what the
// first showed, in the frame it shows. The page notes the end of the first frame that shows each
// answer; none within LIMIT_MS, and the tap was lost (docs/benchmark.md).
import { chromium } from '@playwright/test';

import { ROUTES as PATHS } from '../../content/routes.mjs';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';
import { PHONE, calibrateCpu, throttleLikeAPhone } from './mobile-profile.mjs';

export const TAP_DELAYS = [0, 300, 1000];
export const LIMIT_MS = 10_000;
// The COMPANY menu is there from 1024 px up: a tablet held sideways, on the same network and CPU.
const TABLET = { ...PHONE, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false };

// A step: the visible element matching `selector` (whose text is `text`, when given) and what answers
// a tap on it: `checked` (its radio or checkbox checked, and `shows` visible or `hides` hidden),
// `dialog` (the booking dialog drawn), `open` (its menu drawn) or `logged` (the spec's log of the
// card's link, by the page's code: the tap is answered when the card gets it, and lost if never logged).
const tab = { selector: 'label', text: 'Manage', answer: 'checked', shows: 'next' };
const card = { selector: 'button[name=card]', answer: 'logged' };
const app = (text) => ({ selector: '[id^=app-][id$=-name]', text, answer: 'checked', shows: 'svg' });
const individual = (hides) => ({ selector: 'label', text: 'Individual', answer: 'checked', hides });
const dialog = (selector, text) => ({ selector, text, answer: 'dialog' });
const menu = (text) => ({ selector: 'header summary', text, answer: 'open' });

/** Each row: a page, its steps (a second step is tapped on what the first one showed), the device. */
export const ROWS = [
  [PATHS.home, [tab]],
  [PATHS.home, [tab, card]],
  [PATHS.home, [dialog('#home button', 'Schedule a Demo')]],
  [PATHS.home, [dialog('#contact button', 'Schedule Demo')]],
  [PATHS.allApps, [app('Hub')]],
  [PATHS.productsList, [individual('#phase-build')]],
  [PATHS.allApps, [individual('#module-build')]],
  [PATHS.allApps, [individual('#module-build'), app('Vault')]],
  [PATHS.home, [menu('COMPANY')], TABLET],
  [PATHS.home, [menu('Menu')]],
].map(([route, steps, device = PHONE]) => ({ route, steps, device }));

/** A row's name: its steps' controls. */
export const rowName = (row) => row.steps.map((step) => step.text ?? 'its first card').join(', then ');

/** @typedef {{ point: { x: number, y: number }, origin: number, step: number, early: boolean }} Drawn */
/** @typedef {{ taps: { after: number, response: number }[], right: boolean }} Run */
/** @typedef {{ shown?: boolean, answer?: number }[]} Seen */
/** @typedef {typeof window & { __benchSeen: Seen, __benchRight: () => boolean, __benchDrawn: (place: Drawn) => void, __benchPainted: (time: number) => void }} BenchWindow */

// Runs in the page before its code. In the first frame after the first paint that shows a step's
// control, it scrolls it into view if a visitor would have to (and waits for the frame that shows
// it there) and says where it is; then notes the frame with the answer, and moves to the next step.
function watchInPage(steps) {
  const win = /** @type {BenchWindow} */ (window);
  const visible = (el) => !!el?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** @type {Seen} */
  const seen = (win.__benchSeen = []);
  const logged = [];
  const log = console.log;
  console.log = (...args) => {
    logged.push(String(args[0]));
    log(...args);
  };
  let control;
  let input;
  let tapped = null; // what a card tap reached
  addEventListener(
    'click',
    (event) => (tapped ??= /** @type {Element} */ (event.target).closest('button[name=card]')),
    true,
  );
  const answers = {
    checked: ({ shows, hides }) =>
      input.checked &&
      (shows === 'next' ? visible(control.nextElementSibling) : true) &&
      (shows === 'svg' ? visible(control.closest('label').querySelector('svg')) : true) &&
      (hides ? !visible(document.querySelector(hides)) : true),
    dialog: () => visible(document.querySelector('dialog[open]')),
    open: () => !!control.closest('details')?.open && visible(control.closest('details').lastElementChild),
    logged: () => tapped !== null,
  };
  // Whether the tap acted on what the visitor saw: the card they tapped logged, no other; only Vault checked.
  const right = (step) =>
    step.answer === 'logged'
      ? tapped === control && logged.length === 1 && logged[0] === control.value
      : step.text !== 'Vault' || [...document.querySelectorAll('[name=apps]:checked')].length === 1;
  let step = 0;
  // Run in a frame's animation callbacks: its style, layout and paint come after. A task posted from
  // there runs once they are done, so the answer's time is the frame's end, not its start.
  function check() {
    const now = seen[step];
    if (!now || now.shown || !answers[steps[step].answer](steps[step])) return;
    now.shown = true;
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      now.answer = performance.now();
      if (step + 1 < steps.length) requestAnimationFrame(() => find(++step));
    };
    port2.postMessage(null);
  }
  function find(index) {
    const { selector, text } = steps[index];
    control = [...document.querySelectorAll(selector)].find(
      (el) => (text === undefined || el.textContent.trim() === text) && visible(el),
    );
    // Only once painted: before its style sheet has loaded, a page is laid out, but not as shown.
    if (!control || !performance.getEntriesByName('first-contentful-paint').length)
      return requestAnimationFrame(() => find(index));
    input = control.closest('label')?.querySelector('input') ?? null;
    const { top, bottom } = control.getBoundingClientRect();
    if (!control.closest('header') && (top < 80 || bottom > innerHeight)) {
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      return requestAnimationFrame(() => find(index));
    }
    const early = answers[steps[index].answer](steps[index]);
    const { x, y, width, height } = control.getBoundingClientRect();
    seen[index] = {};
    const point = { x: x + width / 2, y: y + height / 2 };
    win.__benchDrawn({ point, origin: performance.timeOrigin, step: index, early });
  }
  new MutationObserver(() => requestAnimationFrame(check)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  addEventListener('change', () => requestAnimationFrame(check), true);
  addEventListener('click', () => requestAnimationFrame(check), true);
  win.__benchRight = () => right(steps[steps.length - 1]);
  requestAnimationFrame(() => find(0));
  new PerformanceObserver((entries, observer) => {
    const paint = entries.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    win.__benchPainted(performance.timeOrigin + paint.startTime);
  }).observe({ type: 'paint', buffered: true });
}

/**
 * One row on a fresh load: its first tap `delay` ms after the first paint, each next one as soon as
 * the page shows its control after the answer before. Returns, per tap, ms after the first paint
 * and to its answer (Infinity: never), and whether the last acted on what the visitor saw.
 */
async function tapRow(browser, row, delay, url, cpuSlowdown) {
  const context = await browser.newContext(row.device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp, cpuSlowdown);
    /** @type {number | undefined} */
    let painted; // the first paint, by the wall clock, from the page's paint entry
    await page.exposeFunction('__benchPainted', (time) => (painted = time));
    /** @type {Drawn[]} */
    const drawn = []; // where each step's control is, once the page has laid it out
    await page.exposeFunction('__benchDrawn', (place) => (drawn[place.step] = place));
    await page.addInitScript(watchInPage, row.steps);
    page.goto(url, { timeout: 60_000 }).catch(() => undefined); // the tap does not wait for the load event
    const sent = []; // each tap: when, after the first paint, and by the page's clock
    for (let step = 0; step < row.steps.length; step += 1) {
      const deadline = Date.now() + (step === 0 ? 60_000 : LIMIT_MS);
      while (!drawn[step] || painted === undefined || (step === 0 && Date.now() < painted + delay)) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const at = drawn[step];
      if (!at || painted === undefined) break; // the step before was never answered
      if (at.early) throw new Error(`${url} ${rowName(row)}: answered before the tap`);
      const tap = Date.now();
      // Sent together, 50 ms apart on the event clock, so that a busy page still gets a tap, not a long press.
      const touch = (type, points, s) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: s });
      await Promise.all([touch('touchStart', [at.point], tap / 1e3), touch('touchEnd', [], tap / 1e3 + 0.05)]);
      // The next step's control is drawn only once this tap is answered: no wait here, so the next tap
      // goes in the frame that shows it.
      sent.push({ after: tap - painted, atPage: tap - at.origin });
    }
    if (sent.length)
      await page
        .waitForFunction(
          (i) => typeof (/** @type {BenchWindow} */ (window).__benchSeen[i]?.answer) === 'number',
          sent.length - 1,
          {
            polling: 100,
            timeout: LIMIT_MS,
          },
        )
        .catch(() => undefined); // lost
    const seen = await page.evaluate(() => /** @type {BenchWindow} */ (window).__benchSeen);
    const taps = sent.map(({ after, atPage }, i) => ({ after, response: (seen[i]?.answer ?? Infinity) - atPage }));
    // A card's log comes with the page's code: wait for it (within the limit) before judging the tap.
    const right = await page
      .waitForFunction(() => /** @type {BenchWindow} */ (window).__benchRight(), undefined, {
        polling: 100,
        timeout: LIMIT_MS,
      })
      .then(() => true)
      .catch(() => false);
    return { taps, right };
  } finally {
    await context.close();
  }
}

// Taps every row `runs` times at each delay, round by round, each load on the profile's phone: this
// machine, slowed by what its speed just before reads (docs/benchmark.md, "The phone"). Returns a
// row per row and delay, and this machine's speed and the slowdown before each load.
export async function measureTaps({ origin, runs, routes, chromePath, log }) {
  const rows = ROWS.filter((row) => routes.includes(row.route)).flatMap((row) =>
    TAP_DELAYS.map((delay) => ({ ...row, name: rowName(row), delay, runs: /** @type {Run[]} */ ([]) })),
  );
  const calibrations = [];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const row of rows) {
        const cpu = await calibrateCpu(browser);
        calibrations.push(cpu);
        const result = await tapRow(browser, row, row.delay, origin + row.route, cpu.slowdown);
        row.runs.push(result);
        const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
        const answers = result.taps.map((tap) => `+${ms(tap.after)}: ${ms(tap.response)}`).join('; ');
        const at = `${cpu.slowdown.toFixed(1)}x CPU (benchmarkIndex ${cpu.index})`;
        log(
          `${row.route} ${row.name}, ${row.delay} ms, run ${round}, ${at}: ${answers}${result.right ? '' : ', WRONG'}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, calibrations };
}
