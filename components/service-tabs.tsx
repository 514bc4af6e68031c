import { Fragment } from 'react';

import { Icon } from '@/components/icon';
import { ServiceTabsCode } from '@/components/service-tabs-code';
import { coveringInput, radioButton } from '@/components/styles';
import { serviceTabAnchor, type ServiceModule } from '@/content/services';

/** The radios' name: the tab is the checked one. */
const TAB = 'service-phase';
/** The cards' name: a card is a submit button whose value is its link. */
const CARD = 'card';

/**
 * The home page's Design / Build / Manage tabs: a radio group, so the browser runs them by
 * itself, before any script and without one: a tap or an arrow key (any of the four, at every
 * width) checks a tab, and the style sheet shows the panel after the checked one. Three vertical
 * tabs (DECISIONS "Service tabs"): beside their panel from 768px, above it below; the first is
 * checked, as the spec says, unless the address names one. Code adds only that, and a card's
 * click, which logs its link (spec): components/service-tabs-code.tsx.
 */
export function ServiceTabs({ modules, label }: { modules: ServiceModule[]; label: string }) {
  const tabOf = Object.fromEntries(modules.map((module) => [serviceTabAnchor(module.id), module.id]));
  return (
    <ServiceTabsCode name={TAB} card={CARD} tabOf={tabOf}>
      {/* Where a link to a tab (`#services-manage`, the footer's) lands: above the tabs, so that
          the jump shows them all and a screen reader reads on from them. */}
      {modules.map((module) => (
        <span key={module.id} id={serviceTabAnchor(module.id)} />
      ))}
      <fieldset className="grid gap-x-10 gap-y-2 md:grid-cols-[15rem_1fr] md:grid-rows-[repeat(3,auto)_1fr]">
        <legend className="sr-only">{label}</legend>
        {modules.map((module, index) => (
          <Fragment key={module.id}>
            <label
              className={`group flex items-center gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-ink ring-1 ring-line hover:not-has-checked:bg-sand has-checked:shadow-lift has-checked:ring-ink md:col-start-1 ${radioButton}`}
            >
              <input type="radio" name={TAB} value={module.id} defaultChecked={index === 0} className={coveringInput} />
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sand group-has-checked:bg-white">
                <Icon name={module.icon} className="size-5" />
              </span>
              {module.title}
            </label>
            <div className="order-last mt-4 hidden min-w-0 md:col-start-2 md:row-span-4 md:row-start-1 md:mt-0 [label:has(:checked)+&]:block">
              <h3 className="text-2xl font-bold">{module.title}</h3>
              <p className="mt-2 max-w-2xl text-ink-muted">{module.description}</p>
              <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {module.services.map((service) => (
                  <li key={service.link}>
                    <button
                      type="submit"
                      name={CARD}
                      value={service.link}
                      className="group flex h-full w-full flex-col items-start rounded-2xl border border-line bg-white p-5 text-left shadow-card transition hover:shadow-lift motion-safe:hover:-translate-y-0.5"
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
          </Fragment>
        ))}
      </fieldset>
    </ServiceTabsCode>
  );
}
