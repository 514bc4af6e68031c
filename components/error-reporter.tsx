'use client';

import { useEffect } from 'react';

import { PAGE_ERRORS, errorReportingEnabled, reportError, type ErrorSource } from '@/lib/report-error';

/** What ErrorCaptureScript queued: a failed icon (its name and `src` as written), or an error. */
type PageError =
  | { kind: Extract<ErrorSource, 'icon-load'>; icon: string; src: string }
  | { kind: Extract<ErrorSource, 'uncaught-error' | 'unhandled-rejection'>; value: unknown };

declare global {
  interface Window {
    [PAGE_ERRORS]?: PageError[] | { push(item: PageError): void };
  }
}

/** The image file behind a failed icon: its path, without the sprite's `?v=`. */
const fileOf = (src: string) => new URL(src, window.location.href).pathname;

/**
 * The late half of error handling (the early half is ErrorCaptureScript): reports failed icons and
 * the page's uncaught errors and unhandled rejections, those queued before hydration and those
 * that come later, each once per page. A failed icon is reported once per image file: when the
 * sprite fails, every icon drawn from it fails with it, and that is one failure (one event, tagged
 * with the first icon that showed it), not twenty. Renders nothing.
 */
export function ErrorReporter() {
  useEffect(() => {
    if (!errorReportingEnabled) return;
    const reported = new Set<string>();
    const once = (key: string) => {
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    };

    const report = (item: PageError) => {
      if (item.kind === 'icon-load') {
        const file = fileOf(item.src);
        if (once(`icon ${file}`))
          reportError(new Error(`Icon failed to load: ${file}`), {
            source: item.kind,
            tags: { icon: item.icon, file },
          });
        return;
      }
      // Something thrown that is not an Error (a string, an object) could hold anything, even what a
      // visitor typed: only its type is reported.
      const error =
        item.value instanceof Error ? item.value : new Error(`A value of type ${typeof item.value} was thrown`);
      if (once(`${item.kind} ${error.name}: ${error.message}`)) reportError(error, { source: item.kind });
    };
    // What was queued so far, then each new one at once.
    const queued = window[PAGE_ERRORS];
    if (Array.isArray(queued)) queued.forEach(report);
    window[PAGE_ERRORS] = { push: report };
  }, []);
  return null;
}
