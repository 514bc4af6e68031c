import { EARLY_INPUT_SCRIPT } from '@/lib/early-input-script.mjs';

/**
 * The early half of keeping taps made before the page's code has run, rendered once in the root
 * layout's <head> (lib/early-input-script.mjs). Its hash is allowed by the Content-Security-Policy
 * like every inline script of the build (scripts/lib/hosting-config.mjs).
 */
export function EarlyInputScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />;
}
