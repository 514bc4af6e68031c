'use client';

import { useEffect } from 'react';

import { ICON_FAILURES } from '@/lib/icon-name';
import { errorReportingEnabled, reportError } from '@/lib/report-error';

declare global {
  interface Window {
    [ICON_FAILURES]?: string[] | { push(name: string): void };
  }
}

/**
 * The late half of icon error handling: reports each failed icon once per page, both those queued
 * by IconFallbackScript before hydration and those that fail later. Renders nothing.
 */
export function IconErrorReporter() {
  useEffect(() => {
    if (!errorReportingEnabled) return;
    const reported = new Set<string>();
    const report = (name: string) => {
      if (reported.has(name)) return;
      reported.add(name);
      reportError(new Error(`Icon failed to load: ${name}`), { source: 'icon-load', tags: { icon: name } });
    };
    const queued = window[ICON_FAILURES];
    window[ICON_FAILURES] = { push: report };
    if (Array.isArray(queued)) queued.forEach(report);
    return () => {
      window[ICON_FAILURES] = [];
    };
  }, []);
  return null;
}
