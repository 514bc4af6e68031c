import { FALLBACK_ICON_PATH, ICON_FAILURES } from '@/lib/icon-name';
import { PAGE_ERRORS, errorReportingEnabled } from '@/lib/report-error';

// Runs in <head>, before any <img> exists and long before hydration (the page's scripts load after
// its first paint), so that nothing that goes wrong early is missed:
// - icons: an image's error event does not bubble, but a capture-phase listener on the document
//   sees it. It swaps a failed icon for the neutral fallback (once, so a failing fallback cannot
//   loop) and queues the icon's name with the image that failed (an IconFailure);
// - in builds that report errors, uncaught errors and unhandled promise rejections: queued as they
//   come (an error event without an error object is a cross-origin "Script error.", with nothing
//   to report).
// ErrorReporter takes both queues over once it runs.
const icons = `w.${ICON_FAILURES}=w.${ICON_FAILURES}||[];document.addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='IMG'||!t.hasAttribute('data-icon')||t.hasAttribute('data-icon-failed'))return;var f={icon:t.getAttribute('data-icon'),src:t.getAttribute('src')};t.setAttribute('data-icon-failed','');t.src='${FALLBACK_ICON_PATH}';w.${ICON_FAILURES}.push(f)},true);`;
const pageErrors = `w.${PAGE_ERRORS}=w.${PAGE_ERRORS}||[];w.addEventListener('error',function(e){if(e.error!=null)w.${PAGE_ERRORS}.push({kind:'uncaught-error',value:e.error})});w.addEventListener('unhandledrejection',function(e){w.${PAGE_ERRORS}.push({kind:'unhandled-rejection',value:e.reason})});`;
const script = `(function(w){${icons}${errorReportingEnabled ? pageErrors : ''}})(window)`;

/**
 * The early half of error handling, rendered once in the root layout's <head>. Its hash is
 * allowed by the Content-Security-Policy (see scripts/lib/hosting-config.mjs).
 */
export function ErrorCaptureScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
