// `npm run deploy`: a production build, then Firebase Hosting (out/) and firestore.rules deployed
// with firebase-tools to the project named by FIREBASE_PROJECT.
//   npm run deploy               build and deploy
//   npm run deploy -- --dry-run  build and write the deploy config, print the command, deploy nothing
// The deployed Hosting config is firebase.json with its CSP completed for this build (inline
// hashes, the origin of NEXT_PUBLIC_SENTRY_DSN): see scripts/lib/hosting-config.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { servedHostingConfig } from './lib/hosting-config.mjs';
import { run } from './lib/processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'out');
/** Written beside firebase.json, so that firebase-tools resolves `out` and .firebaserc as usual. */
const DEPLOY_CONFIG = path.join(ROOT, 'firebase.deploy.json');
const BUILD_SCRIPT = 'build:production';

class DeployError extends Error {}

/** The project to deploy to: a Firebase project id, or an alias from .firebaserc. */
function projectFrom(env) {
  const project = env.FIREBASE_PROJECT?.trim();
  if (!project)
    throw new DeployError(
      'FIREBASE_PROJECT is not set. Set it to the Firebase project id to deploy to (or an alias from .firebaserc, ' +
        'see .firebaserc.example), e.g. FIREBASE_PROJECT=homeos-prod npm run deploy',
    );
  if (!/^[a-z0-9][a-z0-9-]{3,61}[a-z0-9]$/.test(project))
    throw new DeployError(
      `FIREBASE_PROJECT "${project}" is not a Firebase project id or alias (lowercase letters, digits, -).`,
    );
  if (project.startsWith('demo-'))
    throw new DeployError(
      `FIREBASE_PROJECT "${project}" is a local emulator project (demo-*); nothing can be deployed to it.`,
    );
  return project;
}

function checkEnvironment(env) {
  if (env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST)
    throw new DeployError(
      'NEXT_PUBLIC_FIREBASE_EMULATOR_HOST is set: a production build must talk to Cloud Firestore, not the emulator. Unset it.',
    );
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts[BUILD_SCRIPT]) throw new DeployError(`package.json has no "${BUILD_SCRIPT}" script to build with.`);
}

function writeDeployConfig(env) {
  if (!existsSync(path.join(OUT, 'home.html')))
    throw new DeployError(`${OUT} has no home.html after the build: nothing to deploy.`);
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  delete config.emulators;
  config.hosting = servedHostingConfig(config.hosting, {
    outDir: OUT,
    dsn: env.NEXT_PUBLIC_SENTRY_DSN,
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()),
  });
  writeFileSync(DEPLOY_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return DEPLOY_CONFIG;
}

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const project = projectFrom(process.env);
  checkEnvironment(process.env);

  // The production build fails by itself, naming them, when NEXT_PUBLIC_FIREBASE_* are missing.
  try {
    await run('npm', ['run', BUILD_SCRIPT], { cwd: ROOT });
  } catch {
    throw new DeployError(`The production build (npm run ${BUILD_SCRIPT}) failed, see above. Nothing was deployed.`);
  }
  const config = writeDeployConfig(process.env);

  const firebase = path.join(
    path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const args = [firebase, 'deploy', '--only', 'hosting,firestore:rules', '--project', project, '--config', config];
  if (dryRun) {
    console.log(`\nDry run: the build is in out/, the deploy config in ${path.relative(ROOT, config)}.`);
    console.log(
      `Would run: node ${args.map((arg) => (path.isAbsolute(arg) ? path.relative(ROOT, arg) : arg)).join(' ')}`,
    );
    return;
  }
  await run(process.execPath, [...args, '--non-interactive'], { cwd: ROOT });
  console.log(`\nDeployed Hosting and firestore.rules to ${project}.`);
}

try {
  await main();
} catch (error) {
  console.error(`\nnpm run deploy failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
