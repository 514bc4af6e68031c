/**
 * The spec's breakpoints, and no others: 768px (md), 900px (the app picker's panel slides in at
 * 900px or narrower, so `picker` starts at 901px) and 1024px (lg, full header). In rem, as every
 * size of the design is: at the browser's default text size (16px) they are those widths, and with
 * a larger text set in the browser a window gets the layout that text fits in. tailwind.config.ts
 * makes them its screens; the app picker's style sheet and code use `picker`.
 */
export const SCREENS = { md: '48rem', picker: '56.3125rem', lg: '64rem' } as const;
