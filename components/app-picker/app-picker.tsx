'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { sectionInner } from '@/components/styles';
import { ViewModeToggle } from '@/components/view-mode-toggle';
import { appPickerText } from '@/content/app-picker';
import {
  pickerFromRequest,
  pickerReducer,
  selectedApps,
  type PickerAction,
  type PickerState,
} from '@/lib/app-selection';
import { readPickerUrl } from '@/lib/picker-url';
import { continueToTrial } from '@/lib/trial-handoff';
import { appsForMode, type PickerModule, type ViewMode } from '@/lib/view-mode';

import { MobileBar, MobilePanel } from './mobile-panel';
import { ModuleSection } from './module-section';
import { SelectionHint, SelectionPanel } from './selection-panel';
import { useLocationSearch } from './use-location-search';
import { useNarrowScreen } from './use-narrow-screen';
import { useReveal } from './use-reveal';

/**
 * The all-apps picker: the mode toggle, the modules' app cards, and the selection panel (beside
 * the cards above 900px; a bar and a slide-in at 900px or narrower). The server page hands it
 * the catalogue; its static HTML is the business view with nothing selected.
 */
export function AppPicker({
  modules,
  illustrations,
}: {
  modules: PickerModule[];
  /** Each module's title image by phase, drawn by the server page (components/inline-illustration.tsx). */
  illustrations: Record<string, ReactNode>;
}) {
  // Until the visitor does anything, the picker is what the link asked for (`?usertype=`, `&app=`).
  const arrival = pickerFromRequest(modules, readPickerUrl(useLocationSearch()));
  const [choices, setChoices] = useState<PickerState | null>(null);
  const { mode, selection } = choices ?? arrival;
  const dispatch = (action: PickerAction) => setChoices((current) => pickerReducer(current ?? arrival, action));
  const narrow = useNarrowScreen();
  const [slideInOpen, setSlideInOpen] = useState(false);
  const shown = appsForMode(modules, mode);
  const chosen = selectedApps(
    shown.flatMap((module) => module.apps),
    selection,
  );
  // Cards on screen fade in with the first paint; the rest as they come into view, and all again
  // after the mode changes.
  const cards = useReveal<HTMLDivElement>(mode);
  const firstOrders = shown.map((_, index) => shown.slice(0, index).reduce((sum, m) => sum + m.apps.length, 0));
  const toggle = useRef<HTMLDivElement>(null);
  const focusToggleWhenCleared = useRef(false);
  const headingIds = { wide: useId(), narrow: useId() };

  useEffect(() => {
    // After "close" empties the selection the panel is gone: carry focus back to the mode toggle.
    if (!focusToggleWhenCleared.current || chosen.length > 0) return;
    focusToggleWhenCleared.current = false;
    toggle.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  });

  // The slide-in is open when the screen widens past it (a tablet turned, a zoom undone): it goes,
  // and focus, which was in it, goes to the wide panel's heading. Narrow again, it stays shut.
  const [wasNarrow, setWasNarrow] = useState(narrow);
  const [widened, setWidened] = useState(0);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    if (!narrow && slideInOpen) {
      setSlideInOpen(false);
      setWidened((count) => count + 1);
    }
  }
  useEffect(() => {
    if (widened) document.getElementById(headingIds.wide)?.focus();
  }, [widened, headingIds.wide]);

  function switchMode(next: ViewMode) {
    setSlideInOpen(false);
    dispatch({ type: 'switch-mode', mode: next });
  }

  function clear() {
    focusToggleWhenCleared.current = true;
    setSlideInOpen(false);
    dispatch({ type: 'clear' });
  }

  const panelProps = {
    apps: chosen,
    onClear: clear,
    onContinue: () =>
      continueToTrial(
        chosen.map((app) => app.id),
        mode,
      ),
  };

  return (
    <div className={`${sectionInner} pb-28 picker:pb-20`}>
      <div ref={toggle}>
        <ViewModeToggle mode={mode} onChange={switchMode} label={appPickerText.modeGroupLabel} />
      </div>
      <p role="status" className="sr-only">
        {chosen.length > 0 ? `${chosen.length} ${appPickerText.selectedLabel}` : ''}
      </p>
      <div className="mt-10 items-start gap-10 picker:grid picker:grid-cols-[minmax(0,1fr)_19rem]">
        <div ref={cards} className="space-y-14">
          {shown.map((module, index) => (
            <ModuleSection
              key={module.phase}
              module={module}
              illustration={illustrations[module.phase]}
              firstOrder={firstOrders[index] ?? 0}
              selection={selection}
              onToggle={(app) => dispatch({ type: 'toggle', app })}
            />
          ))}
        </div>
        {!narrow && (
          <div className="sticky top-24 hidden picker:block">
            {chosen.length > 0 ? (
              <section
                aria-labelledby={headingIds.wide}
                className="rounded-2xl border border-line bg-white p-6 shadow-lift"
              >
                <SelectionPanel {...panelProps} headingId={headingIds.wide} />
              </section>
            ) : (
              <SelectionHint />
            )}
          </div>
        )}
      </div>
      {narrow && chosen.length > 0 && (
        <>
          <MobileBar count={chosen.length} expanded={slideInOpen} onOpen={() => setSlideInOpen(true)} />
          <MobilePanel open={slideInOpen} onDismiss={() => setSlideInOpen(false)} headingId={headingIds.narrow}>
            <SelectionPanel
              {...panelProps}
              headingId={headingIds.narrow}
              onKeepChoosing={() => setSlideInOpen(false)}
            />
          </MobilePanel>
        </>
      )}
    </div>
  );
}
