/**
 * The attribute on <html> that says whether the page's code runs. The loader of the page's scripts
 * (scripts/lib/defer-scripts.mjs) sets it to `failed` when one of them cannot load, or when the code
 * has not run 30 s after they were added (a stalled connection): the code may then never run, and
 * the style sheet's `code-failed` variant (app/globals.css) offers what works without it. The code
 * sets it to `running` (components/code-running.tsx), which the loader never overwrites.
 */
export const CODE_MARK = /** @type {const} */ ({ name: 'data-code', failed: 'failed', running: 'running' });
