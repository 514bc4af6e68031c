// Taps as a visitor taps: each island's control 0, 300 and 1000 ms after the first paint, on a fresh
// load in Lighthouse's mobile profile applied through the DevTools protocol. The page notes the first
// frame that shows the answer; none within LIMIT_MS, and the tap was lost (docs/benchmark.md).
import { chromium } from '@playwright/test';

import { ROUTES as PATHS } from '../../content/routes.mjs';
import { CHROMIUM_ARGS } from './chromium-flags.mjs';
import { PHONE, throttleLikeAPhone } from './mobile-profile.mjs';

export const TAP_DELAYS = [0, 300, 1000];
export const LIMIT_MS = 10_000;
/** The dialog's rows get this many times the taps: single taps spread over 200 ms (docs/benchmark.md). */
export const DIALOG_TAPS = 3;
// The COMPANY menu is there from 1024 px up: a tablet held sideways, on the same network and CPU.
const TABLET = { ...PHONE, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false };

// Each island's control (the visible `selector` whose text is `text`) and what answers a tap on it:
// the tab's panel, the button pressed, the menu open, or the dialog (and then its form).
export const ISLANDS = [
  [PATHS.home, '[role=tab]', 'Manage', 'selected'],
  [PATHS.home, 'main button', 'Schedule a Demo', 'dialog'],
  [PATHS.home, '#contact button', 'Schedule Demo', 'dialog'],
  [PATHS.allApps, 'main li button', 'Hub', 'pressed'],
  [PATHS.productsList, 'main button', 'Individual', 'pressed'],
  [PATHS.allApps, 'main button', 'Individual', 'pressed'],
  [PATHS.home, 'header summary', 'COMPANY', 'open', TABLET],
  [PATHS.home, 'header summary', 'Menu', 'open'],
].map(([route, selector, text, answer, device = PHONE]) => ({ route, selector, text, answer, device }));

// What the page notes, by its `performance.now()`: when the answer showed, then the dialog's form, and
// when the form's code had taken over its first draw. Where the control is, once laid out: its middle,
// the page's time origin and what answered before the tap. The page's window with what the bench adds.
// One tap: ms from the first paint to the tap, then from the tap to each of those (Infinity: never).
/** @typedef {{ response?: number, form?: number, code?: number }} Seen */
/** @typedef {{ point: { x: number, y: number }, origin: number, early: string[] }} Drawn */
/** @typedef {typeof window & { __benchSeen: Seen, __benchDrawn: (place: Drawn) => void, __benchPainted: (time: number) => void }} BenchWindow */
/** @typedef {{ after: number, response: number, form: number, code: number }} Tap */

// Runs in the page before its code. In the first frame after the first paint that shows the control, it
// scrolls it into view if a visitor would have to (and waits for the frame that shows it there) and
// says where it is; then notes the frame with the answer.
function watchInPage({ selector, text, answer }) {
  const visible = (el) => !!el?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const hydrated = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps'));
  const dialog = () => [...document.querySelectorAll('dialog[open], [role=dialog]')].find(visible);
  const answers = {
    selected: (el) => el.ariaSelected === 'true' && visible(document.getElementById(el.getAttribute('aria-controls'))),
    pressed: (el) => el.ariaPressed === 'true',
    open: (el) => !!el.closest('details')?.open && visible(el.closest('details').querySelector('[data-menu-panel]')),
    dialog: () => !!dialog(),
  };
  // A field takes typing for keeps once React has it, or in a form drawn before its code, whose
  // values the form's code takes over (form[data-shell], components/demo/demo-form-shell.tsx).
  const kept = (input) => hydrated(input) || !!input.closest('form[data-shell]');
  const usable = (input) => visible(input) && !input.disabled && !input.readOnly && kept(input);
  const form = () => [...(dialog()?.querySelectorAll('input[name]:not([type=hidden])') ?? [])].some(usable);
  const coded = () => form() && !dialog()?.querySelector('form[data-shell]');
  const win = /** @type {BenchWindow} */ (window);
  /** @type {Seen} */
  const seen = (win.__benchSeen = {});
  let control;
  const shown = { response: () => answers[answer](control), ...(answer === 'dialog' ? { form, code: coded } : {}) };
  const check = () => {
    for (const [name, test] of Object.entries(shown))
      if (seen[name] === undefined && test()) seen[name] = performance.now();
  };
  requestAnimationFrame(function find() {
    control = [...document.querySelectorAll(selector)].find((el) => el.textContent.trim() === text && visible(el));
    // Only once painted: before its style sheet has loaded, a page is laid out, but not as shown.
    if (!control || !performance.getEntriesByName('first-contentful-paint').length) return requestAnimationFrame(find);
    const { top, bottom } = control.getBoundingClientRect();
    if (!control.closest('header') && (top < 80 || bottom > innerHeight)) {
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      return requestAnimationFrame(find);
    }
    check(); // before the tap: nothing may have answered yet
    const changes = { subtree: true, childList: true, attributes: true };
    new MutationObserver(() => requestAnimationFrame(check)).observe(document, changes);
    const { x, y, width, height } = control.getBoundingClientRect();
    const point = { x: x + width / 2, y: y + height / 2 };
    win.__benchDrawn({ point, origin: performance.timeOrigin, early: Object.keys(seen) });
  });
  new PerformanceObserver((entries, observer) => {
    const paint = entries.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    win.__benchPainted(performance.timeOrigin + paint.startTime);
  }).observe({ type: 'paint', buffered: true });
}

/** One tap on a fresh load: ms after the first paint; to the answer and to the form (Infinity: never). */
async function tapOnce(browser, island, url) {
  const context = await browser.newContext(island.device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp);
    /** @type {number | undefined} */
    let painted; // the first paint, by the wall clock, from the page's paint entry
    await page.exposeFunction('__benchPainted', (time) => (painted = time));
    /** @type {Drawn | undefined} */
    let at; // where the control is, once the page has laid it out
    await page.exposeFunction('__benchDrawn', (place) => (at = place));
    await page.addInitScript(watchInPage, island);
    page.goto(url, { timeout: 60_000 }).catch(() => undefined); // the tap does not wait for the load event
    const deadline = Date.now() + 60_000;
    while (!at || painted === undefined || Date.now() < painted + island.delay) {
      if (Date.now() > deadline) throw new Error(`${url}: no first paint, or no ${island.text}, in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (at.early.length) throw new Error(`${url} ${island.text}: answered before the tap`);
    const tap = Date.now();
    // Sent together, 50 ms apart on the event clock, so that a busy page still gets a tap, not a long press.
    const touch = (type, touchPoints, s) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: s });
    await Promise.all([touch('touchStart', [at.point], tap / 1e3), touch('touchEnd', [], tap / 1e3 + 0.05)]);
    /** @type {(keyof Seen)[]} */
    const wanted = island.answer === 'dialog' ? ['response', 'form', 'code'] : ['response'];
    const answered = (names) =>
      names.every((name) => /** @type {BenchWindow} */ (window).__benchSeen[name] !== undefined);
    await page.waitForFunction(answered, wanted, { polling: 200, timeout: LIMIT_MS }).catch(() => undefined); // lost
    // What the page noted, and the scripts it had asked for by the time the form's code had taken over.
    const { seen, scripts } = await page.evaluate(() => {
      const noted = /** @type {BenchWindow} */ (window).__benchSeen;
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const asked = resources.filter((e) => e.initiatorType === 'script' && e.startTime <= (noted.code ?? -1));
      return { seen: noted, scripts: asked.map((e) => new URL(e.name).pathname) };
    });
    const tapInPage = tap - at.origin; // by the page's clock (its time origin is by the wall clock)
    const since = (/** @type {keyof Seen} */ name) => (seen[name] ?? Infinity) - tapInPage; // never: Infinity
    return { after: tap - painted, response: since('response'), form: since('form'), code: since('code'), scripts };
  } finally {
    await context.close();
  }
}

// Taps every island `runs` times at each delay (the dialog's DIALOG_TAPS times that), round by round.
// Returns a row per island and delay, and the scripts that no page's HTML names and every load had
// asked for by the time the form's code took over.
export async function measureTaps({ origin, runs, routes, chromePath, firstLoadScripts, log }) {
  const islands = ISLANDS.filter((island) => routes.includes(island.route));
  const rows = islands.flatMap((island) =>
    TAP_DELAYS.map((delay) => ({ ...island, delay, taps: /** @type {Tap[]} */ ([]) })),
  );
  /** @type {string[] | undefined} */
  let dialogScripts;
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    for (let round = 1; round <= DIALOG_TAPS * runs; round += 1) {
      for (const row of rows.filter((r) => round <= runs * (r.answer === 'dialog' ? DIALOG_TAPS : 1))) {
        const { scripts, ...tap } = await tapOnce(browser, row, origin + row.route);
        row.taps.push(tap);
        const needed = scripts.filter((script) => !firstLoadScripts.has(script));
        if (Number.isFinite(tap.code)) dialogScripts = dialogScripts?.filter((s) => needed.includes(s)) ?? needed;
        const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
        const form = row.answer === 'dialog' ? `, form usable ${ms(tap.form)}, its code in ${ms(tap.code)}` : '';
        log(`${row.route} ${row.text}, tap ${row.taps.length} +${ms(tap.after)}: answer ${ms(tap.response)}${form}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, dialogScripts: dialogScripts ?? [] };
}
