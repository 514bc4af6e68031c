// The browser tests' `test` and `expect`: Playwright's own, with no waiting for hydration. A
// visitor taps what is drawn, and so do the tests: the early-input script keeps every tap that
// comes before the page's code (lib/early-input-script.mjs). A test that must wait for the code
// (its subject is something else) uses e2e/support/hydration.ts itself and says why.
export { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
