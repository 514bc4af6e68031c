import { FALLBACK_ICON_PATH, ICON_FAILURES } from '@/lib/icon-name';

// Runs in <head>, before any <img> exists and long before hydration: an image's error event does
// not bubble, but a capture-phase listener on the document sees it. It swaps a failed icon for the
// neutral fallback (once, so a failing fallback cannot loop) and queues the icon's name for
// IconErrorReporter.
const script = `(function(w){w.${ICON_FAILURES}=w.${ICON_FAILURES}||[];document.addEventListener('error',function(e){var t=e.target;if(!t||t.tagName!=='IMG'||!t.hasAttribute('data-icon')||t.hasAttribute('data-icon-failed'))return;t.setAttribute('data-icon-failed','');t.src='${FALLBACK_ICON_PATH}';w.${ICON_FAILURES}.push(t.getAttribute('data-icon'))},true)})(window)`;

/**
 * The early half of icon error handling, rendered once in the root layout's <head>. Its hash is
 * allowed by the Content-Security-Policy (see scripts/lib/hosting-config.mjs).
 */
export function IconFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
