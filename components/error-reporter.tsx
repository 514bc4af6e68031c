'use client';

import { useEffect } from 'react';

import { ICON_FAILURES } from '@/lib/icon-name';
import { PAGE_ERRORS, errorReportingEnabled, reportError, type ErrorSource } from '@/lib/report-error';

type Queue<T> = T[] | { push(item: T): void };
interface PageError {
  kind: Extract<ErrorSource, 'uncaught-error' | 'unhandled-rejection'>;
  value: unknown;
}

declare global {
  interface Window {
    [ICON_FAILURES]?: Queue<string>;
    [PAGE_ERRORS]?: Queue<PageError>;
  }
}

/** Reports what was queued so far, and gives the queue to put in its place, which reports each new item at once. */
function takeOver<T>(queued: Queue<T> | undefined, report: (item: T) => void): Queue<T> {
  if (Array.isArray(queued)) queued.forEach(report);
  return { push: report };
}

/**
 * The late half of error handling (the early half is ErrorCaptureScript): reports failed icons and
 * the page's uncaught errors and unhandled rejections, those queued before hydration and those
 * that come later, each once per page. Renders nothing.
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

    window[ICON_FAILURES] = takeOver(window[ICON_FAILURES], (name) => {
      if (!once(`icon ${name}`)) return;
      reportError(new Error(`Icon failed to load: ${name}`), { source: 'icon-load', tags: { icon: name } });
    });
    window[PAGE_ERRORS] = takeOver(window[PAGE_ERRORS], ({ kind, value }) => {
      // Something thrown that is not an Error (a string, an object) could hold anything, even what a
      // visitor typed: only its type is reported.
      const error = value instanceof Error ? value : new Error(`A value of type ${typeof value} was thrown`);
      if (once(`${kind} ${error.name}: ${error.message}`)) reportError(error, { source: kind });
    });
    return () => {
      window[ICON_FAILURES] = [];
      window[PAGE_ERRORS] = [];
    };
  }, []);
  return null;
}
