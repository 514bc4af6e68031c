// The browser tests' `test` and `expect`: Playwright's own, with no waiting for hydration. A
// visitor taps what is drawn, and so do the tests: the early-input script keeps every tap that
// comes before the page's code (lib/early-input-script.mjs). A test that must wait for the code
// (its subject is something else) waits at the call for the page's own sign that the code has run
// (`window.__earlyInput.ready`, set once the early-input replay is done) and says why; there is no
// shared helper for it, so that it stays an exception.
export { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
