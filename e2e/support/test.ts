// The browser tests' `test` and `expect`: Playwright's own, with no waiting for hydration. A
// visitor taps what is drawn, and so do the tests: every control answers from the HTML before the
// page's code (docs/architecture.md). A test whose subject needs the code waits for a visible
// effect of it, and says why; e2e/support/scripts.ts holds the scripts back or blocks them.
export { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
