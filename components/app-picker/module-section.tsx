import type { ReactNode } from 'react';

import type { PickerApp, PickerModule } from '@/lib/view-mode';

import { AppCard } from './app-card';

interface ModuleSectionProps {
  module: PickerModule;
  /** The module's title image (decorative), drawn inline by the server page. */
  illustration?: ReactNode;
  /** The place of the module's first card among all the page's cards. */
  firstOrder: number;
  selection: readonly string[];
  onToggle: (app: PickerApp) => void;
}

/** A module of the picker: its title image and heading over a grid of app cards. */
export function ModuleSection({ module, illustration, firstOrder, selection, onToggle }: ModuleSectionProps) {
  const headingId = `module-${module.phase}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center gap-4">
        {illustration}
        <h2 id={headingId} className="text-2xl font-bold">
          {module.heading}
        </h2>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {module.apps.map((app, index) => (
          <AppCard
            key={app.id}
            app={app}
            order={firstOrder + index}
            selected={selection.includes(app.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </section>
  );
}
