import { Icon } from '@/components/icon';
import { coveringInput } from '@/components/styles';
import { businessOnly } from '@/components/view-mode-radios';
import { COMING_SOON } from '@/content/catalogue';
import type { PickerApp } from '@/lib/view-mode';

import { CheckGlyph } from './glyphs';

interface AppCardProps {
  app: PickerApp;
  /** The card's place among all the page's cards, for the first paint's staggered fade-in. */
  order: number;
}

/**
 * One app: a checkbox (`apps`), hidden, whose label is the whole card, so a tap anywhere picks it
 * and the browser keeps the choice before and without any script; the style sheet draws it
 * (`has-checked:`: border, tint, check mark; in forced colours, which drop tints and rings, a
 * thicker border and a circle drawn by a border), in full in the frame that answers the tap: only
 * hover and the border and tint of a card let go fade. Named by the app's name, described by its
 * text. A disabled app is a disabled checkbox: greyed, not focusable, not clickable.
 */
export function AppCard({ app, order }: AppCardProps) {
  const id = `app-${app.id}`;
  return (
    <li data-reveal data-reveal-order={order} className={app.individual ? '' : businessOnly}>
      <label className="group relative flex h-full cursor-pointer flex-col rounded-2xl border border-line bg-white p-5 shadow-card not-has-checked:transition-[border-color,background-color,box-shadow] hover:border-brand-200 hover:shadow-lift has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:shadow-lift has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-sand/70 has-disabled:text-ink-muted has-disabled:shadow-none forced-colors:has-checked:border-3">
        <input
          type="checkbox"
          name="apps"
          value={app.id}
          disabled={app.disabled}
          data-individual={app.individual || undefined}
          aria-labelledby={`${id}-name`}
          aria-describedby={app.disabled ? `${id}-text ${id}-soon` : `${id}-text`}
          className={`${coveringInput} checked:[counter-increment:apps]`}
        />
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 group-has-checked:bg-white group-has-disabled:bg-white/70 group-has-disabled:opacity-60 group-has-disabled:grayscale">
          <Icon name={app.icon} />
        </span>
        <span id={`${id}-name`} className="mt-4 text-lg font-semibold">
          {app.name}
        </span>
        <span id={`${id}-text`} className="mt-1 text-sm leading-6 text-ink-muted">
          {app.description}
        </span>
        {app.disabled ? (
          <span
            id={`${id}-soon`}
            className="absolute top-5 right-5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-ink-muted"
          >
            {COMING_SOON}
          </span>
        ) : (
          <span className="absolute top-5 right-5 flex size-7 items-center justify-center rounded-full bg-white text-white ring-2 ring-line ring-inset group-has-checked:bg-brand-600 group-has-checked:ring-0 forced-colors:border-2 [&>svg]:hidden group-has-checked:[&>svg]:block">
            <CheckGlyph />
          </span>
        )}
      </label>
    </li>
  );
}
