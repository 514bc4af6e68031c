'use client';

import { useEffect } from 'react';

import { ICON_FAILURES, type IconFailure } from '@/lib/icon-name';
import { PAGE_ERRORS, errorReportingEnabled, reportError, type ErrorSource } from '@/lib/report-error';

type Queue<T> = T[] | { push(item: T): void };
interface PageError {
  kind: Extract<ErrorSource, 'uncaught-error' | 'unhandled-rejection'>;
  value: unknown;
}

declare global {
  interface Window {
    [ICON_FAILURES]?: Queue<IconFailure>;
    [PAGE_ERRORS]?: Queue<PageError>;
  }
}

/** Reports what was queued so far, and gives the queue to put in its place, which reports each new item at once. */
function takeOver<T>(queued: Queue<T> | undefined, report: (item: T) => void): Queue<T> {
  if (Array.isArray(queued)) queued.forEach(report);
  return { push: report };
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

    window[ICON_FAILURES] = takeOver(window[ICON_FAILURES], ({ icon, src }) => {
      const file = fileOf(src);
      if (!once(`icon ${file}`)) return;
      reportError(new Error(`Icon failed to load: ${file}`), { source: 'icon-load', tags: { icon, file } });
    });
    window[PAGE_ERRORS] = takeOver(window[PAGE_ERRORS], ({ kind, value }) => {
      // Something thrown that is not an Error (a string, an object) could hold anything, even what a
      // visitor typed: only its type is reported.
      const error = value instanceof Error ? value : new Error(`A value of type ${typeof value} was thrown`);
      if (once(`${kind} ${error.name}: ${error.message}`)) reportError(error, { source: kind });
    });
  }, []);
  return null;
}
