/**
 * Shared class lists for the few controls that repeat across pages. A button's fill and ring are
 * dropped in Windows' forced colours: a border, in the system's colour, keeps its edge there.
 */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line ring-inset transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border';
export const buttonLarge = 'px-6 py-3 text-base';

export const sectionInner = 'mx-auto max-w-page px-4 md:px-6';
export const eyebrow = 'text-sm font-semibold tracking-wider text-brand-700 uppercase';
export const sectionTitle = 'text-3xl font-bold tracking-tight text-balance md:text-4xl';
export const card = 'rounded-2xl border border-line bg-white p-6 shadow-card';

/**
 * A radio or checkbox drawn by its label (a tab, a view mode, an app card): invisible, over the
 * whole label (which is `relative`), so a tap anywhere on it is a tap on the control itself.
 */
export const coveringInput = 'absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed';

/**
 * A radio drawn as a button (a tab, a view mode): highlighted while checked, at once (only the one
 * let go fades), with the keyboard's ring; in Windows' forced colours, which drop the fill, ring
 * and shadow, bordered, and underlined while checked.
 */
export const radioButton =
  'relative cursor-pointer not-has-checked:transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 forced-colors:border forced-colors:has-checked:underline forced-colors:has-checked:decoration-2 forced-colors:has-checked:underline-offset-4';
