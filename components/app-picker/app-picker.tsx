import { InlineIllustration } from '@/components/inline-illustration';
import { sectionInner } from '@/components/styles';
import { ViewModeRadios, businessOnly, modeScope } from '@/components/view-mode-radios';
import { appPickerText } from '@/content/app-picker';
import type { PickerModule } from '@/lib/view-mode';

import { AppCard } from './app-card';
import { MODE_INPUT } from './ids';
import { PickerStyles } from './picker-styles';
import { PickerCode } from './picker-code';
import { SelectionPanel } from './selection-panel';

/**
 * The all-apps picker: the mode radios, each module's app cards (checkboxes) and the selection
 * panel, in the page's HTML; the browser keeps every choice and the style sheet draws it
 * (components/app-picker/picker-styles.tsx), so it answers a tap before its code has run and
 * without any. The code (picker-code.tsx) adds Continue and what the HTML cannot say.
 */
export function AppPicker({ modules }: { modules: PickerModule[] }) {
  const apps = modules.flatMap((module) => module.apps);
  return (
    <div className={`${sectionInner} ${modeScope} pb-28 picker:pb-20`}>
      <PickerStyles apps={apps} />
      <PickerCode
        modes={<ViewModeRadios name={MODE_INPUT} label={appPickerText.modeGroupLabel} />}
        panel={<SelectionPanel apps={apps.filter((app) => !app.disabled)} />}
      >
        {modules.map((module) => (
          <section
            key={module.phase}
            aria-labelledby={`module-${module.phase}`}
            className={module.apps.some((app) => app.individual) ? '' : businessOnly}
          >
            <div className="flex items-center gap-4">
              {/* Inline (no request near the first screen); 96 × 72, shown 56 px high. */}
              <InlineIllustration src={module.image} className="aspect-[4/3] h-14 [&>svg]:size-full" />
              <h2 id={`module-${module.phase}`} className="text-2xl font-bold">
                {module.heading}
              </h2>
            </div>
            {/* As many columns as fit, each at least 15rem: the room left beside the panel decides. */}
            <ul className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(min(15rem,100%),1fr))] gap-4">
              {module.apps.map((app) => (
                <AppCard key={app.id} app={app} order={apps.indexOf(app)} />
              ))}
            </ul>
          </section>
        ))}
      </PickerCode>
    </div>
  );
}
