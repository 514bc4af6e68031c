/** The Chromium the browser tests drive, and its flags (shared with the scripts and the benchmark). */
export { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium-flags.mjs';
