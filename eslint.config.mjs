import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Static export: images are small SVGs in public/, which next/image cannot improve.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // lib/env.mjs is the one module that reads the environment; the rest asks it. Tests, and the
    // unit tests' environment (their time zone), may set variables for what they run.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['lib/env.mjs', '**/*.test.{ts,tsx,mjs}', 'scripts/jest/time-zone-environment.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through lib/env.mjs (readEnv, readPort).' },
      ],
    },
  },
  globalIgnores([
    'out-sentry/**',
    'out-app-check/**',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    '.bench/**',
    'functions/lib/**',
  ]),
]);
