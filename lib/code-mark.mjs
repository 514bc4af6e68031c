/**
 * The attribute and value the loader of the page's scripts puts on <html> when one of them cannot
 * load (scripts/lib/defer-scripts.mjs): the page's code may then never run. The style sheet's
 * `code-failed` variant (app/globals.css) reads it; the code takes it off if it runs after all.
 */
export const CODE_MARK = /** @type {const} */ (['data-code', 'failed']);
