// `npm run build`: the static export in out/, pointed at the local Firestore emulator (as npm start
// and npm test build it). `npm run build:production`: pointed at the real Firebase project, whose
// web config must be set (in the environment or a .env file, see .env.example); a missing value
// fails the build, naming every one missing.
import nextEnv from '@next/env';

import { currentEnv } from '../lib/env.mjs';
import { emulatorBuildEnv, productionEnvProblems } from './lib/config.mjs';
import { ROOT } from './lib/emulators.mjs';
import { buildExport } from './lib/next-build.mjs';

const production = process.argv.includes('--production');

if (production) {
  // The .env files as `next build` reads them for production (the environment wins): the check
  // sees what the build will bake in.
  nextEnv.loadEnvConfig(ROOT, false);
  const problems = productionEnvProblems(currentEnv());
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

try {
  await buildExport(production ? {} : emulatorBuildEnv());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
