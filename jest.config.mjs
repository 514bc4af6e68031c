import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,content,components,scripts}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The security-rules tests run against a real Firestore emulator, started once for the run.
  globalSetup: '<rootDir>/scripts/jest/firestore-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/firestore-teardown.mjs',
});
