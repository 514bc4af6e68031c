// `npm test`: lint and formatting, type checks (the site's TypeScript, the scripts' JavaScript and
// the function), unused files, exports and dependencies (knip), the builds (the site pointed at the
// local emulators, and the function), unit, rules and function tests (Jest; the function's tests run
// it on the emulators with MailDev), then the browser tests (Playwright, which serves the builds itself).
import { applyTestPortDefaults } from './lib/config.mjs';
import { ROOT } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

applyTestPortDefaults();

/** @type {[title: string, command: string, args: string[], env?: Record<string, string>][]} */
const steps = [
  ['Lint and formatting', 'npm', ['run', 'lint']],
  ['Type checks (the site, the scripts with checkJs, the function)', 'npm', ['run', 'typecheck']],
  ['Unused files, exports and dependencies', 'npm', ['run', 'knip']],
  // The test sites' builds first: each is built into out/ and moved to out-<name>/.
  ["Build (Sentry test site, DSN = the tests' collector)", 'node', ['scripts/test-site.mjs', 'build', 'sentry']],
  ['Build (App Check test site, a reCAPTCHA key)', 'node', ['scripts/test-site.mjs', 'build', 'app-check']],
  // The main build has no DSN, whatever the shell says: the "no DSN, no request" test uses it.
  ['Build (local emulator)', 'node', ['scripts/build.mjs'], { NEXT_PUBLIC_SENTRY_DSN: '' }],
  ['Build (function)', 'npm', ['--prefix', 'functions', 'run', 'build']],
  ['Unit, rules and function tests', 'npx', ['jest']],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

for (const [title, command, args, env] of steps) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  try {
    await run(command, args, { cwd: ROOT, env });
  } catch (error) {
    console.error(`\n${title} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
console.log('\nAll checks passed.');
