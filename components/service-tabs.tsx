'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { Icon } from '@/components/icon';
import { sectionLinkClicked } from '@/components/section-link';
import { forcedColorsSelected } from '@/components/styles';
import { useMediaQuery } from '@/components/use-media-query';
import { serviceTabAnchor, type ServiceModule } from '@/content/services';

/** Service tabs start at index 0 (spec section 9). */
const INITIAL_TAB = 0;

/** From 768px (`md` in tailwind.config.ts) the tabs stand in a column beside their panel; below, in a row above it. */
const VERTICAL_LAYOUT = '(min-width: 768px)';

/**
 * The home page's Design / Build / Manage tabs, following the WAI-ARIA tabs pattern (automatic
 * activation). Their orientation follows the layout: a row with Left/Right below 768px, a column
 * with Up/Down from 768px (the static HTML says horizontal, as phones show it). Every panel is in
 * the static HTML; without JavaScript a <noscript> style shows them all. A card click only logs
 * its link: the product pages do not exist yet. A link to a tab's id (`serviceTabAnchor`: the
 * footer's service links) opens that tab.
 */
export function ServiceTabs({ modules, label }: { modules: ServiceModule[]; label: string }) {
  const vertical = useMediaQuery(VERTICAL_LAYOUT, false);
  const [active, setActive] = useState(INITIAL_TAB);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  // The link's jump lands on the tabs; this selects its tab: on arrival, when the fragment changes, and
  // when the link is followed again after another tab was chosen (the address stays the same then,
  // so only the click tells). Arriving before this code has run, the tab is selected when it runs.
  useEffect(() => {
    function show(hash: string) {
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1)); // as the browser finds the element
      } catch {
        return;
      }
      const index = modules.findIndex((module) => id === serviceTabAnchor(module.id));
      if (index >= 0) setActive(index);
    }
    const onHashChange = () => show(window.location.hash);
    function onClick(event: MouseEvent) {
      const link = sectionLinkClicked(event);
      if (link) show(link.hash);
    }
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [modules]);

  function select(index: number) {
    const next = (index + modules.length) % modules.length;
    setActive(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const [previous, next] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    // From the tab the key was pressed on: a key kept before the code ran is replayed after a link
    // to a tab (#services-manage) has selected another one.
    const focused = tabs.current.findIndex((tab) => tab === event.target);
    const from = focused >= 0 ? focused : active;
    const moves: Record<string, number> = {
      [previous]: from - 1,
      [next]: from + 1,
      Home: 0,
      End: modules.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const tabsAndPanels = (
    <div className="grid gap-6 md:grid-cols-[15rem_1fr] lg:gap-10">
      {/* In @layer base with !important: Tailwind's preflight hides [hidden] there with !important. */}
      <noscript>
        <style>
          {'@layer base{[data-service-panel][hidden]{display:block!important}}[data-service-tabs]{display:none}'}
        </style>
      </noscript>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        data-service-tabs
        className="flex min-w-0 flex-wrap gap-2 md:flex-col"
        onKeyDown={onKeyDown}
      >
        {modules.map((module, index) => {
          const selected = index === active;
          return (
            <button
              key={module.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${module.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${module.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(index)}
              className={`flex grow items-center gap-3 rounded-xl px-4 py-3 text-left font-semibold transition-colors md:flex-none ${
                selected
                  ? `bg-ink text-white shadow-lift ${forcedColorsSelected}`
                  : 'bg-white text-ink ring-1 ring-line hover:bg-sand'
              }`}
            >
              <span
                className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${selected ? 'bg-white' : 'bg-sand'}`}
              >
                <Icon name={module.icon} className="size-5" />
              </span>
              {module.title}
            </button>
          );
        })}
      </div>

      {modules.map((module, index) => (
        <div
          key={module.id}
          role="tabpanel"
          id={`${baseId}-panel-${module.id}`}
          aria-labelledby={`${baseId}-tab-${module.id}`}
          hidden={index !== active}
          data-service-panel
          tabIndex={0}
          className="min-w-0 rounded-2xl focus-visible:outline-offset-4"
        >
          <h3 className="text-2xl font-bold">{module.title}</h3>
          <p className="mt-2 max-w-2xl text-ink-muted">{module.description}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {module.services.map((service) => (
              <li key={service.link}>
                <button
                  type="button"
                  onClick={() => console.log(service.link)}
                  className="group h-full w-full rounded-2xl border border-line bg-white p-5 text-left shadow-card transition hover:shadow-lift motion-safe:hover:-translate-y-0.5"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
                    <Icon name={service.icon} />
                  </span>
                  <span className="mt-4 block font-semibold group-hover:text-brand-700">{service.title}</span>
                  <span className="mt-1 block text-sm leading-6 text-ink-muted">{service.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  // Where a link to a tab lands: around the tabs and their panel, one wrapper per tab's id, so that
  // the jump shows every tab and the panel, and a screen reader reads on from the tabs.
  return modules.reduceRight((inner, module) => <div id={serviceTabAnchor(module.id)}>{inner}</div>, tabsAndPanels);
}
