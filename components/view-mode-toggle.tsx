import { forcedColorsSelected } from '@/components/styles';
import { VIEW_MODE_LABELS, VIEW_MODES, type ViewMode } from '@/lib/view-mode';

interface ViewModeToggleProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
  /** Names the group for screen readers, e.g. 'Show products for'. */
  label: string;
}

/**
 * Business / Individual: two toggle buttons; the active one is highlighted and announced as
 * pressed. Used inside the products page's and the app picker's islands.
 */
export function ViewModeToggle({ mode, onChange, label }: ViewModeToggleProps) {
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1 rounded-xl bg-sand-deep/70 p-1">
      {VIEW_MODES.map((option) => {
        const active = option === mode;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={`min-w-28 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
              active
                ? `bg-ink text-white shadow-card ${forcedColorsSelected}`
                : 'text-ink-soft hover:bg-white/70 hover:text-ink'
            }`}
          >
            {VIEW_MODE_LABELS[option]}
          </button>
        );
      })}
    </div>
  );
}
