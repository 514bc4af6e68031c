// `npm run deploy`: a production build of the site and a build of the function, then Firebase
// Hosting (out/), firestore.rules, the Firestore TTL policies (firestore.indexes.json) and the
// function (functions/) deployed with firebase-tools to the project named by FIREBASE_PROJECT.
//   npm run deploy               build and deploy
//   npm run deploy -- --dry-run  build and write the deploy config, print the command, deploy nothing
// The deployed Hosting config is firebase.json with its CSP completed for this build (inline
// hashes, the origin of NEXT_PUBLIC_SENTRY_DSN): see scripts/lib/hosting-config.mjs. The
// function's parameters come from SALES_EMAIL, MAIL_FROM and LEAD_WEBHOOK_URL (empty: no CRM),
// written to functions/.env.<project id>; its secrets SMTP_URL and LEAD_WEBHOOK_SECRET are set once per
// project beforehand (README "Deploy").
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nextEnv from '@next/env';

import { currentEnv } from '../lib/env.mjs';
import { isProjectId } from '../lib/project-id.mjs';
import { firebaseProjectId } from './lib/config.mjs';
import { FIREBASE_BIN, FUNCTIONS_DIR, ROOT, buildFunctions } from './lib/emulators.mjs';
import { servedHostingConfig } from './lib/hosting-config.mjs';
import { run } from './lib/processes.mjs';

const OUT = path.join(ROOT, 'out');
/** Written beside firebase.json, so that firebase-tools resolves `out` and .firebaserc as usual. */
const DEPLOY_CONFIG = path.join(ROOT, 'firebase.deploy.json');
const BUILD_SCRIPT = 'build:production';
/** functions/src/config.ts's parameters, which the deploy takes from the environment. */
const FUNCTION_PARAMS = ['SALES_EMAIL', 'MAIL_FROM'];

/**
 * The id of the project to deploy to, given as itself or as an alias from .firebaserc (firebase-tools
 * gets the id: it refuses functions/.env files named both ways). The site must write to the project
 * its rules and function go to: a build for another (NEXT_PUBLIC_FIREBASE_PROJECT_ID) is refused.
 */
function projectFrom(env) {
  const project = env.FIREBASE_PROJECT?.trim();
  if (!project)
    throw new Error(
      'FIREBASE_PROJECT is not set. Set it to the Firebase project id to deploy to (or an alias from .firebaserc, ' +
        'see .firebaserc.example), e.g. FIREBASE_PROJECT=homeos-prod npm run deploy',
    );
  const id = firebaseProjectId(project, ROOT);
  if (!isProjectId(id))
    throw new Error(
      `FIREBASE_PROJECT "${project}" is neither an alias in .firebaserc nor a Firebase project id (lowercase letters, digits, -).`,
    );
  if (id.startsWith('demo-'))
    throw new Error(
      `FIREBASE_PROJECT "${project}" is a local emulator project (demo-*); nothing can be deployed to it.`,
    );
  const site = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim();
  if (site && site !== id)
    throw new Error(
      `FIREBASE_PROJECT "${project}" is the project ${id}, but the site would write to NEXT_PUBLIC_FIREBASE_PROJECT_ID ` +
        `"${site}": its rules and function would not be the ones deployed. Set both to the same project.`,
    );
  return id;
}

const ADDRESS = String.raw`[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+`;
const BARE_ADDRESS = new RegExp(`^${ADDRESS}$`);
/** An address, bare or with a display name (`HomeOS <demos@homeos.in>`). */
const SENDER = new RegExp(`^(?:${ADDRESS}|[^<>]*<${ADDRESS}>)$`);

/** The function's parameters, from the environment, or an Error naming what is missing or wrong. */
function functionParams(env) {
  const missing = FUNCTION_PARAMS.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `The function needs ${missing.join(' and ')}: where the sales alert goes and who both emails are from, ` +
        'e.g. SALES_EMAIL=sales@your-domain MAIL_FROM="HomeOS <demos@your-domain>" (see README, Deploy).',
    );
  const params = Object.fromEntries(FUNCTION_PARAMS.map((name) => [name, env[name].trim()]));
  if (!BARE_ADDRESS.test(params.SALES_EMAIL))
    throw new Error(`SALES_EMAIL "${params.SALES_EMAIL}" is not an email address.`);
  if (!SENDER.test(params.MAIL_FROM))
    throw new Error(
      `MAIL_FROM "${params.MAIL_FROM}" is not an email address (bare, or as HomeOS <demos@your-domain>).`,
    );
  // Said each time, even to have none: a booking first handled while it is empty is never posted
  // (docs/crm-webhook.md), so a deploy from a shell that forgot it must not turn the CRM off.
  if (env.LEAD_WEBHOOK_URL === undefined)
    throw new Error(
      "LEAD_WEBHOOK_URL is not set. Set it to the CRM's https:// URL, or to nothing (LEAD_WEBHOOK_URL=) to post " +
        'no booking to a CRM: a booking handled while it is empty is never posted, even once it is set again.',
    );
  // The posts carry the visitor's details: https only.
  const webhook = env.LEAD_WEBHOOK_URL.trim();
  if (webhook && URL.parse(webhook)?.protocol !== 'https:')
    throw new Error(
      `LEAD_WEBHOOK_URL "${webhook}" is not an https:// URL (set it empty, LEAD_WEBHOOK_URL=, for no CRM).`,
    );
  return { ...params, LEAD_WEBHOOK_URL: webhook };
}

/** Writes the parameters where firebase-tools reads them for this project: functions/.env.<project>. */
function writeFunctionParams(project, params) {
  const file = path.join(FUNCTIONS_DIR, `.env.${project}`);
  const lines = Object.entries(params).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  writeFileSync(file, `# Written by npm run deploy from the environment.\n${lines.join('\n')}\n`);
  return file;
}

function writeDeployConfig(env) {
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
  // The .env files too, as the build reads them: the deployed CSP must allow the DSN the build bakes in.
  nextEnv.loadEnvConfig(ROOT, false);
  const env = currentEnv();
  const project = projectFrom(env);
  const params = functionParams(env);

  // The production build fails by itself, naming them, when NEXT_PUBLIC_FIREBASE_* are missing.
  // A failed build stops here, before anything is deployed.
  await run('npm', ['run', BUILD_SCRIPT], { cwd: ROOT });
  await buildFunctions();
  const config = writeDeployConfig(env);
  const paramsFile = writeFunctionParams(project, params);

  const only = 'hosting,firestore:rules,firestore:indexes,functions';
  const args = [FIREBASE_BIN, 'deploy', '--only', only, '--project', project, '--config', config];
  if (dryRun) {
    console.log(
      `\nDry run: the builds are in out/ and functions/lib/, the deploy config in ${path.relative(ROOT, config)}, ` +
        `the function's parameters in ${path.relative(ROOT, paramsFile)}.`,
    );
    console.log(
      `Would run: node ${args.map((arg) => (path.isAbsolute(arg) ? path.relative(ROOT, arg) : arg)).join(' ')}`,
    );
    return;
  }
  await run(process.execPath, [...args, '--non-interactive'], { cwd: ROOT });
  console.log(`\nDeployed Hosting, firestore.rules, the TTL policies and the function to ${project}.`);
}

try {
  await main();
} catch (error) {
  console.error(`\nnpm run deploy failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
