import type { Page } from '@playwright/test';

/**
 * Collects CSP violations: Chromium logs each one to the console (an inline script or style, a
 * connection, an image, a worker: each logged, checked by hand 2026-12-02).
 */
export function watchCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
