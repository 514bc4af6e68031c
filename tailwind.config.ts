import type { Config } from 'tailwindcss';

import { SCREENS } from './lib/screens';

/**
 * Design tokens. Tailwind 4 reads this file through `@config` in app/globals.css. The screens are
 * the spec's three breakpoints, and no others (lib/screens.ts).
 */
const config: Config = {
  theme: {
    screens: SCREENS,
    extend: {
      colors: {
        ink: { DEFAULT: '#13243a', soft: '#34445a', muted: '#556274' },
        brand: {
          50: '#fff5ee',
          200: '#fbcfae',
          600: '#c2410c',
          700: '#a3370b',
          800: '#7c2d12',
        },
        sand: { DEFAULT: '#f8f4ee', deep: '#efe6da' },
        leaf: { 600: '#047857', 700: '#065f46' },
        line: '#e4ddd3',
      },
      fontFamily: {
        // The phone's own UI font (Roboto on Android, San Francisco on Apple, Segoe UI on Windows):
        // no web font to download before the first screen can be read. docs/site.md says why.
        sans: [
          '-apple-system',
          'BlinkMacSystemFont',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: { page: '76rem', dialog: '650px' },
      boxShadow: {
        card: '0 1px 2px rgb(19 36 58 / 0.06), 0 4px 16px rgb(19 36 58 / 0.06)',
        lift: '0 2px 4px rgb(19 36 58 / 0.08), 0 12px 32px rgb(19 36 58 / 0.12)',
      },
    },
  },
};

export default config;
