'use client';

import { useEffect } from 'react';

import { CODE_MARK } from '@/lib/code-mark.mjs';

/**
 * The page's code runs, which the loader then never takes back. If it had marked the code failed
 * (a script that came after all: Next.js' runtime tries a chunk once more if it fails while the
 * runtime waits for it; or a slow connection), the buttons that need the code come back in place
 * of their fallbacks.
 */
export function CodeRunning() {
  useEffect(() => document.documentElement.setAttribute(CODE_MARK.name, CODE_MARK.running), []);
  return null;
}
