// Flags for a headless Chromium on a machine with no outside network: the browser tests
// (e2e/support/chromium.ts) and the benchmark's Lighthouse runs use the same ones.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
