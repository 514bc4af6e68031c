import { useId } from 'react';

import { Icon } from '@/components/icon';
import { appPickerText } from '@/content/app-picker';
import type { PickerApp } from '@/lib/view-mode';

import { CheckGlyph } from './glyphs';

interface AppCardProps {
  app: PickerApp;
  /** The card's place among all the page's cards, for the first paint's staggered fade-in. */
  order: number;
  selected: boolean;
  onToggle: (app: PickerApp) => void;
}

const looks = {
  idle: 'border-line bg-white shadow-card hover:border-brand-200 hover:shadow-lift',
  selected: 'border-brand-600 bg-brand-50 shadow-lift ring-1 ring-brand-600',
  disabled: 'border-dashed border-line bg-sand/70 text-ink-muted',
};

/**
 * One app. Its name is a toggle button (pressed = selected) stretched over the whole card, so
 * that a click anywhere toggles it while a screen reader hears the name, then the description.
 * A disabled app is a disabled button: it cannot be focused or clicked, and the selection logic
 * refuses it too (lib/app-selection).
 */
export function AppCard({ app, order, selected, onToggle }: AppCardProps) {
  const id = useId();
  const look = app.disabled ? looks.disabled : selected ? looks.selected : looks.idle;

  return (
    <li
      data-reveal
      data-reveal-order={order}
      className={`relative flex flex-col rounded-2xl border p-5 transition-[border-color,background-color,box-shadow] ${look}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-xl ${app.disabled ? 'bg-white/70 opacity-60 grayscale' : selected ? 'bg-white' : 'bg-brand-50'}`}
      >
        <Icon name={app.icon} className="size-6" />
      </span>
      <button
        type="button"
        aria-pressed={selected}
        disabled={app.disabled}
        aria-describedby={app.disabled ? `${id}-text ${id}-soon` : `${id}-text`}
        onClick={() => onToggle(app)}
        className="mt-4 cursor-pointer self-start text-left text-lg font-semibold after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600 disabled:cursor-not-allowed"
      >
        {app.name}
      </button>
      <p id={`${id}-text`} className="mt-1 text-sm leading-6 text-ink-muted">
        {app.description}
      </p>
      {app.disabled ? (
        <span
          id={`${id}-soon`}
          className="pointer-events-none absolute top-5 right-5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-ink-muted"
        >
          {appPickerText.comingSoon}
        </span>
      ) : (
        <span
          className={`pointer-events-none absolute top-5 right-5 flex size-7 items-center justify-center rounded-full transition-colors ${
            selected ? 'bg-brand-600 text-white' : 'bg-white ring-2 ring-line ring-inset'
          }`}
        >
          {selected && <CheckGlyph />}
        </span>
      )}
    </li>
  );
}
