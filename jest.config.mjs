import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};
const RULES_TESTS = '\\.rules\\.test\\.ts$';

// Two projects: plain unit tests, and the security-rules tests (`*.rules.test.ts`), which alone
// need a real Firestore emulator, started once for their project only (`jest --selectProjects unit`
// starts none).
export default async function jestConfig() {
  return {
    projects: [
      await createJestConfig({
        ...shared,
        displayName: 'unit',
        testMatch: ['<rootDir>/{lib,content,components,scripts}/**/*.test.{ts,tsx,mjs}'],
        testPathIgnorePatterns: ['/node_modules/', RULES_TESTS],
      })(),
      await createJestConfig({
        ...shared,
        displayName: 'rules',
        testMatch: ['<rootDir>/lib/**/*.rules.test.ts'],
        globalSetup: '<rootDir>/scripts/jest/firestore-setup.mjs',
        globalTeardown: '<rootDir>/scripts/jest/firestore-teardown.mjs',
      })(),
    ],
  };
}
