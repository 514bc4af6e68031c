// `npm run build`: the static export in out/, pointed at the local Firestore emulator (as npm start
// and npm test build it). `npm run build:production`: pointed at the real Firebase project, whose
// web config must be set (in the environment or a .env file, see .env.example); a missing value
// fails the build, naming every one missing.
import nextEnv from '@next/env';

import { emulatorBuildEnv } from './lib/config.mjs';
import { ROOT } from './lib/emulators.mjs';
import { buildExport } from './lib/next-build.mjs';

/** What firestore/lite needs in production (lib/firebase-config.ts reads the same three). */
const PRODUCTION_FIREBASE_ENV = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
];

const production = process.argv.includes('--production');
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

if (production) {
  nextEnv.loadEnvConfig(ROOT, false); // .env, .env.production, .env.local…, as next build reads them
  const missing = PRODUCTION_FIREBASE_ENV.filter((name) => !process.env[name]?.trim());
  if (missing.length > 0) {
    console.error(
      `The production build needs the Firebase web config. Missing: ${missing.join(', ')}.\n` +
        'Set them in the environment or in .env.production.local (see .env.example).',
    );
    process.exit(1);
  }
  if (process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST) {
    console.error('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST is set: a production build must not point at an emulator.');
    process.exit(1);
  }
}

try {
  await buildExport(production ? {} : emulatorBuildEnv());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
