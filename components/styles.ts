/** Shared class lists for the few controls that repeat across pages. */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line ring-inset transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60';
export const buttonLarge = 'px-6 py-3 text-base';

export const sectionInner = 'mx-auto max-w-page px-4 sm:px-6';
export const eyebrow = 'text-sm font-semibold tracking-wider text-brand-700 uppercase';
export const sectionTitle = 'text-3xl font-bold tracking-tight text-balance sm:text-4xl';
export const card = 'rounded-2xl border border-line bg-white p-6 shadow-card';

/**
 * The mark of a selected tab or pressed toggle in Windows' forced colours, which drop the
 * backgrounds and shadows that show it otherwise: an underline.
 */
export const forcedColorsSelected =
  'forced-colors:underline forced-colors:decoration-2 forced-colors:underline-offset-4';
