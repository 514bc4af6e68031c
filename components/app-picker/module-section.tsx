import type { PickerApp, PickerModule } from '@/lib/view-mode';

import { AppCard } from './app-card';

interface ModuleSectionProps {
  module: PickerModule;
  /** The place of the module's first card among all the page's cards. */
  firstOrder: number;
  selection: readonly string[];
  onToggle: (app: PickerApp) => void;
}

/** A module of the picker: its title image and heading over a grid of app cards. */
export function ModuleSection({ module, firstOrder, selection, onToggle }: ModuleSectionProps) {
  const headingId = `module-${module.phase}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center gap-4">
        {/* Decorative. Lazy, like the icons: React would otherwise preload all three in the head, ahead
            of the first paint (docs/site.md, "What the first screen waits for"). */}
        <img src={module.image} alt="" width={96} height={72} className="h-14 w-auto" decoding="async" loading="lazy" />
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
