// `next build` for this site: the static export in out/, then its pages' scripts deferred past the
// first paint (scripts/lib/defer-scripts.mjs). Every build of the site goes through here: npm run
// build, npm start, npm test (its three builds), and npm run deploy and npm run bench's site (both
// through build:production); only the bench's variants of Next.js' own loading do not.
import path from 'node:path';

import { deferScriptsInExport } from './defer-scripts.mjs';
import { ROOT } from './emulators.mjs';
import { run } from './processes.mjs';

/** Builds the site into out/ with `env` added to the environment (and Next.js' telemetry off). */
export async function buildExport(env = {}) {
  await run('npx', ['next', 'build'], { cwd: ROOT, env: { NEXT_TELEMETRY_DISABLED: '1', ...env } });
  const pages = deferScriptsInExport(path.join(ROOT, 'out'));
  console.log(`Deferred Next.js' scripts past the first paint in ${pages} pages of out/.`);
}
