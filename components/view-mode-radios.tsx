import { coveringInput, radioButton } from '@/components/styles';
import { VIEW_MODE_LABELS, VIEW_MODES } from '@/lib/view-mode';

/** Marks the element whose radios below decide what its descendants show. */
export const modeScope = 'group/modes';

/** Hidden while Individual is checked in the mode scope: what an individual is not offered (spec section 4). */
export const businessOnly = 'group-has-[[value=individual]:checked]/modes:hidden';

/** Shown only while Individual is checked in the mode scope. */
export const individualOnly = 'hidden group-has-[[value=individual]:checked]/modes:inline';

/**
 * Business / Individual: two radios drawn as a segmented toggle, the checked one highlighted. The
 * browser keeps the choice and moves it with the arrow keys, before any script and without one;
 * the page's style sheet answers it (what each mode shows is the parent's CSS).
 */
export function ViewModeRadios({ name, label }: { name: string; label: string }) {
  return (
    <fieldset className="inline-flex gap-1 rounded-xl bg-sand-deep/70 p-1">
      <legend className="sr-only">{label}</legend>
      {VIEW_MODES.map((mode) => (
        <label
          key={mode}
          className={`min-w-28 rounded-lg px-4 py-2 text-center text-sm font-semibold text-ink-soft hover:not-has-checked:bg-white/70 hover:not-has-checked:text-ink has-checked:shadow-card ${radioButton}`}
        >
          <input type="radio" name={name} value={mode} defaultChecked={mode === 'business'} className={coveringInput} />
          {VIEW_MODE_LABELS[mode]}
        </label>
      ))}
    </fieldset>
  );
}
