import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  testEnvironment: 'node',
  // The function's build output and the emulator's per-run copies of its package.
  modulePathIgnorePatterns: ['<rootDir>/functions/lib/', '<rootDir>/.firebase/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};
/** Tests that need the emulators: the security rules, and the function run on the emulators. */
const EMULATOR_TESTS = ['\\.rules\\.test\\.ts$', '\\.emulator\\.test\\.ts$'];

// Two projects: plain unit tests, which start nothing (`npm run test:unit`), and the tests against
// the emulators (`npm run test:emulators`): the rules tests (`*.rules.test.ts`) on a Firestore
// emulator the project's global setup starts once, the function's (`*.emulator.test.ts`) on the
// backend they start themselves.
export default async function jestConfig() {
  return {
    projects: [
      await createJestConfig({
        ...shared,
        displayName: 'unit',
        // Jest's node environment, with a way to run a test in a time zone (lib/testing/time-zone.ts).
        testEnvironment: '<rootDir>/scripts/jest/time-zone-environment.mjs',
        testMatch: ['<rootDir>/{lib,content,components,scripts,functions/src,functions/test}/**/*.test.{ts,tsx,mjs}'],
        testPathIgnorePatterns: ['/node_modules/', ...EMULATOR_TESTS],
      })(),
      await createJestConfig({
        ...shared,
        displayName: 'emulators',
        testMatch: ['<rootDir>/lib/**/*.rules.test.ts', '<rootDir>/functions/test/**/*.emulator.test.ts'],
        globalSetup: '<rootDir>/scripts/jest/firestore-setup.mjs',
        globalTeardown: '<rootDir>/scripts/jest/firestore-teardown.mjs',
      })(),
    ],
  };
}
