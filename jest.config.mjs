import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,content,components,scripts}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
