import { FALLBACK_ICON_PATH } from '@/lib/icon-name';
import { PAGE_ERRORS, errorReportingEnabled } from '@/lib/report-error';

/**
 * The early half of error handling, in <head>: it runs before any <img> exists and long before
 * hydration (the page's scripts load after its first paint), so that nothing that goes wrong early
 * is missed. What it queues is queued only in builds that report errors (`errors` is null in the
 * others), and ErrorReporter takes the queue over once it runs.
 * - Icons: an image's error event does not bubble, but a capture-phase listener on the document
 *   sees it. A failed icon is swapped for the neutral fallback (once, so a failing fallback cannot
 *   loop) and queued with the image that failed.
 * - Uncaught errors and unhandled promise rejections: queued as they come. An error event without
 *   an error object is a cross-origin "Script error.", with nothing to report.
 * The page gets this function's own source, so it may use nothing but its arguments and the browser.
 */
function captureEarly(errors: typeof PAGE_ERRORS | null, fallback: string) {
  if (errors) window[errors] ??= [];
  const onIconError = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.hasAttribute('data-icon')) return;
    const src = img.getAttribute('src') ?? '';
    if (src === fallback) return; // the fallback failed too: nothing left to swap
    img.src = fallback;
    if (errors) window[errors]?.push({ kind: 'icon-load', icon: img.getAttribute('data-icon') ?? '', src });
  };
  document.addEventListener('error', onIconError, true);
  if (!errors) return;
  window.addEventListener('error', (event) => {
    if (event.error != null) window[errors]?.push({ kind: 'uncaught-error', value: event.error });
  });
  window.addEventListener('unhandledrejection', (event) => {
    window[errors]?.push({ kind: 'unhandled-rejection', value: event.reason });
  });
}

const args = [errorReportingEnabled ? PAGE_ERRORS : null, FALLBACK_ICON_PATH];
const script = `(${String(captureEarly)})(${args.map((arg) => JSON.stringify(arg)).join()})`;

/** Rendered once in the root layout's <head>; its hash is allowed by the Content-Security-Policy (scripts/lib/hosting-config.mjs). */
export function ErrorCaptureScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
