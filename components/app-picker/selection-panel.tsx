import { Icon } from '@/components/icon';
import { buttonLarge, buttonPrimary, buttonSecondary } from '@/components/styles';
import { appPickerText } from '@/content/app-picker';
import type { PickerApp } from '@/lib/view-mode';

import { CloseGlyph } from './glyphs';

interface SelectionPanelProps {
  apps: PickerApp[];
  headingId: string;
  onClear: () => void;
  onContinue: () => void;
  /** Only in the slide-in: hides the panel and keeps the selection (as Escape does). */
  onKeepChoosing?: () => void;
}

/** The panel's contents: the count, the selected apps, close (clears the selection) and Continue. */
export function SelectionPanel({ apps, headingId, onClear, onContinue, onKeepChoosing }: SelectionPanelProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} tabIndex={-1} className="flex items-baseline gap-2 text-lg font-bold">
          <span className="text-4xl font-extrabold text-brand-700 tabular-nums">{apps.length}</span>{' '}
          {appPickerText.selectedLabel}
        </h2>
        <button
          type="button"
          aria-label={appPickerText.clearSelection}
          onClick={onClear}
          className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-sand hover:text-ink"
        >
          <CloseGlyph />
        </button>
      </div>
      <ul className="mt-5 min-h-0 flex-1 space-y-2 overflow-y-auto">
        {apps.map((app) => (
          <li key={app.id} className="flex items-center gap-3 rounded-xl bg-sand px-3 py-2.5 font-medium">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white">
              <Icon name={app.icon} className="size-5" />
            </span>
            {app.name}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <button type="button" onClick={onContinue} className={`${buttonPrimary} ${buttonLarge} w-full`}>
          {appPickerText.continue}
        </button>
        <p className="mt-2 text-center text-xs text-ink-muted">{appPickerText.newTabNote}</p>
        {onKeepChoosing && (
          <button type="button" onClick={onKeepChoosing} className={`${buttonSecondary} mt-4 w-full py-3`}>
            {appPickerText.keepChoosing}
          </button>
        )}
      </div>
    </div>
  );
}

/** What the panel's column shows before anything is selected (wide screens only). */
export function SelectionHint() {
  return (
    <div className="rounded-2xl border border-dashed border-line p-6 text-sm text-ink-muted">
      <p className="font-semibold text-ink">{appPickerText.emptyTitle}</p>
      <p className="mt-2 leading-6">{appPickerText.emptyText}</p>
    </div>
  );
}
