'use client';

import { useEffect } from 'react';

import { CODE_MARK } from '@/lib/code-mark.mjs';

/**
 * The page's code runs: a script the loader saw fail has come after all (Next.js' runtime tries a
 * chunk once more if it fails while the runtime waits for it), so the buttons that need the code
 * come back in place of their fallbacks.
 */
export function CodeRunning() {
  useEffect(() => document.documentElement.removeAttribute(CODE_MARK[0]), []);
  return null;
}
