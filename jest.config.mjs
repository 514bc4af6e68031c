import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,content,components,scripts,functions/src,functions/test}/**/*.test.{ts,tsx,mjs}'],
  // The function's build output and the emulator's per-run copies of its package.
  modulePathIgnorePatterns: ['<rootDir>/functions/lib/', '<rootDir>/.firebase/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The security-rules tests run against a real Firestore emulator, started once for the run.
  globalSetup: '<rootDir>/scripts/jest/firestore-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/firestore-teardown.mjs',
});
