'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import { runInvokersInCode } from '@/components/invoker';
import { NoImplicitSubmit } from '@/components/no-implicit-submit';
import { USER_VALID } from '@/components/user-validity';
import { appPickerText } from '@/content/app-picker';
import { pickedApps, rememberPicks } from '@/lib/lead-session';
import { readPickerUrl } from '@/lib/picker-url';
import { SCREENS } from '@/lib/screens';
import { continueToTrial } from '@/lib/trial-handoff';
import { parseViewMode } from '@/lib/view-mode';

import { MODE_INPUT, SLIDE_IN_ID } from './ids';
import { useReveal } from './use-reveal';

const slideIn = () => document.getElementById(SLIDE_IN_ID) as HTMLDialogElement | null;

/** Two submits closer than this are one Continue (a double tap): one trial tab, not two. */
const ONE_TAP_MS = 1000;
/**
 * A close request this soon after the bar opened the slide-in is a double tap's second tap: it
 * lands on Keep choosing, or on the page the slide-in dims (a tap outside), where the bar was.
 * Shorter than the slide (300 ms): once the slide-in is in place, every close is taken.
 */
const DOUBLE_TAP_MS = 250;

/** What Continue does: PickerCode's, given to the button in the server-drawn panel. */
const ContinueAction = createContext<(() => void) | null>(null);

/**
 * Continue, the form's submit. Its action (React's: a tap made before the code is kept, by
 * react-dom's form replay) is the button's, not the form's: React writes a form's action into its
 * `action` attribute, one text in the HTML and another once the form renders again, and Chromium
 * gives a form it finds changed no state back when Back loads the page again: the cards would come
 * back unchecked.
 */
export function ContinueButton({ className, children }: { className: string; children: ReactNode }) {
  const action = useContext(ContinueAction);
  if (!action) throw new Error('ContinueButton is used outside PickerCode');
  return (
    <button type="submit" formAction={action} className={className}>
      {children}
    </button>
  );
}

/** How many apps the visitor has chosen, once the picker's code has counted a pick (null before). */
const SelectionCount = createContext<number | null>(null);

/**
 * The count in the selection's heading and bar: drawn by a CSS counter of the checked cards
 * (picker-styles.tsx), in the frame that draws the tap, with or without the code. Chromium gives
 * no counter to assistive technology, so it hears the code's count, as text.
 */
export function SelectedCount({ className }: { className: string }) {
  const count = useContext(SelectionCount);
  return (
    <span className={className}>
      <span aria-hidden="true" className="before:content-[counter(apps)]" />
      {count === null ? null : <span className="sr-only">{count}</span>}
    </span>
  );
}

/** What the visitor has chosen, as the page's controls hold it. */
function readChoices(root: HTMLElement, form: HTMLFormElement) {
  const mode = parseViewMode(root.querySelector<HTMLInputElement>(`[name=${MODE_INPUT}]:checked`)?.value);
  const checked = [...form.querySelectorAll<HTMLInputElement>('[name=apps]:checked')];
  return { mode, checked, apps: checked.filter((box) => mode === 'business' || box.dataset.individual !== undefined) };
}

/**
 * Drops a link's `?usertype=&app=` from the address once the page shows the visitor's choice, not
 * the link's: a copied address would bring the link's back. Back finds the visitor's (the browser
 * keeps the form's state), and so does a reload (keptPicks). Next.js' router takes a `null` state as its own.
 */
function letLinkGo() {
  if (window.location.search) history.replaceState(null, '', window.location.pathname + window.location.hash);
}

/**
 * The tab's picks, where a reload loads the page again without them: Chromium (156) gives a reload
 * no form state. Back or Forward does, each page its own (a bfcache restore keeps the page as it was).
 */
function keptPicks() {
  const [entry] = performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming && entry.type === 'reload' ? pickedApps() : null;
}

interface PickerCodeProps {
  /** The view-mode radios. */
  modes: ReactNode;
  /** The selection panel: inside the form, beside the cards. */
  panel: ReactNode;
  /** The modules and their cards. */
  children: ReactNode;
}

/**
 * What the all-apps picker needs code for; the rest is its HTML (components/app-picker/). It adopts
 * the mode and apps the visitor chose before it ran and never resets them; where a reload brought the page
 * again without them, it takes the tab's; where the visitor chose nothing yet, it applies the
 * link's `?usertype=` and `&app=`. It adds: switching mode clears the
 * selection (spec: before the code, apps the other mode hides are cleared when it comes); Continue
 * opens the trial (ContinueButton); the count for screen readers; the cards' fade-in, again after a mode switch; and
 * remembers the picks for the booking dialog (lib/lead-session.ts).
 */
export function PickerCode({ modes, panel, children }: PickerCodeProps) {
  const root = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState<number | null>(null);
  // The fade-in runs again on each mode switch of the visitor's, not when the code adopts a mode.
  const [switches, setSwitches] = useState(0);
  const cards = useReveal<HTMLDivElement>(switches);
  const lastContinue = useRef(0);
  /** Why the form is being reset: a mode switch, or its close button (focus then goes to the mode). */
  const clearing = useRef<'mode' | 'button' | null>(null);

  function sync() {
    if (!root.current || !form.current) return;
    const choices = readChoices(root.current, form.current);
    // Nothing said until something is picked; then every change, down to 0 when a switch clears it.
    setCount((said) => (said === null && choices.apps.length === 0 ? null : choices.apps.length));
    const name = (box: HTMLInputElement) =>
      document.getElementById(`${box.getAttribute('aria-labelledby')}`)?.textContent ?? '';
    rememberPicks(
      choices.apps.map((box) => ({ id: box.value, name: name(box) })),
      choices.mode,
    );
    if (choices.apps.length === 0) slideIn()?.close();
  }

  useEffect(() => {
    const [here, boxes] = [root.current, form.current];
    if (!here || !boxes) return;
    const { mode: now, checked } = readChoices(here, boxes);
    const kept = checked.length === 0 ? keptPicks() : null;
    // With their mode, unless the visitor chose another before this code (`:user-valid`).
    const chosen = here.querySelector(`[name=${MODE_INPUT}]:checked${USER_VALID}`);
    let linkApplied = false;
    if (kept && (!chosen || kept.mode === now)) {
      const radio = here.querySelector<HTMLInputElement>(`[name=${MODE_INPUT}][value=${parseViewMode(kept.mode)}]`);
      if (radio) radio.checked = true;
      for (const box of boxes.querySelectorAll<HTMLInputElement>('[name=apps]'))
        box.checked = !box.disabled && kept.apps.some((app) => app.id === box.value);
    } else if (now === 'business' && checked.length === 0 && !kept && !here.querySelector(`input${USER_VALID}`)) {
      // A link's mode (a products page's Try For Free), and its app if that mode offers it and it can be tried.
      linkApplied = true;
      const asked = readPickerUrl(window.location.search);
      const radio = here.querySelector<HTMLInputElement>(`[name=${MODE_INPUT}][value=${asked.mode}]`);
      if (radio) radio.checked = true;
      const app = [...boxes.querySelectorAll<HTMLInputElement>('[name=apps]')].find(
        (box) => box.value === asked.app && !box.disabled && (asked.mode === 'business' || 'individual' in box.dataset),
      );
      if (app) app.checked = true;
    } else if (now === 'individual') {
      for (const box of checked) if (box.dataset.individual === undefined) box.checked = false;
    }
    if (!linkApplied) letLinkGo();
    sync();
    // The browser's own change event, not React's onChange: React judges a radio or box changed
    // against what it last saw, and misses what a reset or a radio's group unchecks (react#26876).
    function onChange(event: Event) {
      letLinkGo();
      if (event.target instanceof HTMLInputElement && event.target.name === MODE_INPUT) {
        clearing.current = 'mode';
        boxes?.reset();
        setSwitches((count) => count + 1);
      }
      // In a task of its own: the style sheet draws the card, the panel and the count, and that
      // frame need not wait for what the code adds (docs/app-selection.md).
      else setTimeout(sync);
    }
    here.addEventListener('change', onChange);
    // Given back by the back/forward cache, the page has its picks, and the tab may have others
    // since (another visit to the picker): the booking dialog reads the tab's.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && sync();
    window.addEventListener('pageshow', onPageShow);
    runInvokersInCode(); // the slide-in's buttons, where the browser has no invoker commands
    // Wider than the slide-in's breakpoint (a tablet turned, a window zoomed, even before this code
    // came), the panel stands beside the cards: an open slide-in gives way to it. Focus on what such
    // a switch hid, or given back by a dialog to the button that opened it and that the switch hid,
    // goes to the selection as now shown: the panel's heading, or the bar.
    const wide = window.matchMedia(`(width >= ${SCREENS.picker})`);
    // Nowhere, or on what cannot be seen (a closed slide-in is still drawn while it slides out).
    const lost = (element: Element | null) =>
      !element ||
      element === document.body ||
      !!element.closest('dialog:not([open])') ||
      element.getClientRects().length === 0;
    const regain = (was: EventTarget | null | undefined) =>
      setTimeout(() => {
        if (!(was instanceof HTMLElement) || !here.contains(was) || !lost(was)) return;
        if (document.activeElement !== was && !lost(document.activeElement)) return;
        const shown = wide.matches
          ? document.getElementById('picker-panel-count')
          : here.querySelector<HTMLElement>('[data-selection=bar] button');
        if (shown && !lost(shown)) shown.focus();
      });
    // Blurred by the switch (the browser takes focus from what it hides), with nowhere to go.
    const onFocusOut = (event: FocusEvent) => event.relatedTarget || regain(event.target);
    here.addEventListener('focusout', onFocusOut);
    const fit = () => {
      const was = document.activeElement;
      if (wide.matches) slideIn()?.close();
      regain(was);
    };
    if (wide.matches && slideIn()?.open) fit();
    wide.addEventListener('change', fit);
    const openedFrom = new WeakMap<EventTarget, Element | null>();
    const onBeforeToggle = (event: Event) => {
      if (event instanceof ToggleEvent && event.newState === 'open' && event.target)
        openedFrom.set(event.target, document.activeElement);
    };
    const onClose = (event: Event) => event.target && regain(openedFrom.get(event.target));
    // Captured: neither event bubbles.
    document.addEventListener('beforetoggle', onBeforeToggle, true);
    document.addEventListener('close', onClose, true);
    // The taps' own times, which a pointer event carries (the input's, however late a busy page
    // handles it); a key press is no tap. The bar's tap is the one `command` comes at.
    let tappedAt = -Infinity;
    let openedAt = -Infinity;
    const onPointerDown = (event: PointerEvent) => (tappedAt = event.timeStamp);
    const onKeyDown = () => (tappedAt = -Infinity);
    const onCommand = (event: Event) => {
      if ('command' in event && event.command === 'show-modal') openedAt = tappedAt;
    };
    const onCancel = (event: Event) => {
      const gap = tappedAt - openedAt;
      if (gap >= 0 && gap < DOUBLE_TAP_MS) event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    slideIn()?.addEventListener('command', onCommand);
    slideIn()?.addEventListener('cancel', onCancel);
    return () => {
      here.removeEventListener('change', onChange);
      window.removeEventListener('pageshow', onPageShow);
      wide.removeEventListener('change', fit);
      here.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('beforetoggle', onBeforeToggle, true);
      document.removeEventListener('close', onClose, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      slideIn()?.removeEventListener('command', onCommand);
      slideIn()?.removeEventListener('cancel', onCancel);
    };
  }, []);

  function continueAction() {
    if (!root.current || !form.current || Date.now() - lastContinue.current < ONE_TAP_MS) return;
    lastContinue.current = Date.now();
    const { apps, mode: chosen } = readChoices(root.current, form.current);
    continueToTrial(
      apps.map((box) => box.value),
      chosen,
    );
  }

  return (
    <div ref={root}>
      {modes}
      <p role="status" className="sr-only">
        {count === null ? '' : `${count} ${appPickerText.selectedLabel}`}
      </p>
      <form
        ref={form}
        // React resets a form after its action: the selection stays, unless close (a reset button) asked.
        onReset={(event) => {
          const why = clearing.current;
          clearing.current = null;
          if (!why) return event.preventDefault();
          letLinkGo();
          setTimeout(() => {
            sync();
            // The panel goes with the selection: a visitor starts over from the mode.
            if (why === 'button') root.current?.querySelector<HTMLElement>(`[name=${MODE_INPUT}]:checked`)?.focus();
          });
        }}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('button[type=reset]'))
            clearing.current = 'button';
        }}
        className="mt-10 items-start gap-10 [counter-reset:apps] picker:grid picker:grid-cols-[minmax(0,1fr)_19rem]"
      >
        <NoImplicitSubmit />
        <div ref={cards} className="space-y-14">
          {children}
        </div>
        <ContinueAction value={continueAction}>
          <SelectionCount value={count}>{panel}</SelectionCount>
        </ContinueAction>
      </form>
    </div>
  );
}
