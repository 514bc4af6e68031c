// `npm start`: builds the site against the local emulators and builds the function, then starts the
// backend (the Firestore emulator with firestore.rules and the Functions emulator with functions/),
// MailDev (the inbox the function mails to) and the Firebase Hosting emulator serving out/, and
// stops it all on Ctrl-C. `--no-build` serves the existing builds (the browser tests build once,
// then use this).
// `--dev` (`npm run dev`): Next.js' development server (hot reload) in place of the export and
// Hosting, so no firebase.json (no redirect from /, no security headers or CSP) and the pages'
// scripts are not deferred past the first paint: check a change with `npm start` before you push.
// While it runs, `kill -USR1 <pid>` stops the backend and `kill -USR2 <pid>` starts it again (the
// pid is in .firebase/start-<PORT>.pid): the browser tests use this to take the backend away and
// bring it back.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { HOST, emulatorBuildEnv, localServicePorts, localWebhook, ports } from './lib/config.mjs';
import { ROOT, buildFunctions, startBackend, startHosting } from './lib/emulators.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { buildExport } from './lib/next-build.mjs';
import { assertPortFree, isStopping, startService, stopAll, stopAllOnSignals, stopService } from './lib/processes.mjs';

const build = !process.argv.includes('--no-build');
const dev = process.argv.includes('--dev');

let backend = null;
async function runBackend() {
  const child = await startBackend();
  // The site keeps running without its backend: the preview banner then reads "disconnected".
  child.on('exit', () => {
    if (!isStopping()) console.warn('The backend emulators stopped; the site is still served.');
    if (backend === child) backend = null;
  });
  backend = child;
}

// Signals are handled one at a time, so that a stop and a start never overlap.
let backendControl = Promise.resolve();
function controlBackend(action) {
  backendControl = backendControl.then(action).catch((error) => console.error(`Backend emulators: ${error.message}`));
}
process.on('SIGUSR1', () => controlBackend(async () => backend && (await stopService(backend))));
process.on('SIGUSR2', () => controlBackend(async () => backend || (await runBackend())));

stopAllOnSignals();
try {
  for (const [name, port, variable] of localServicePorts()) await assertPortFree(name, HOST, port, variable);
  // Written once the ports are ours: a second `npm start` on them must not take the first one's file.
  const pidFile = path.join(ROOT, '.firebase', `start-${ports.site}.pid`);
  mkdirSync(path.dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, String(process.pid));
  process.on('exit', () => rmSync(pidFile, { force: true }));
  if (build && !dev) await buildExport(emulatorBuildEnv());
  if (build) await buildFunctions();
  await startMailbox();
  await runBackend();
  const site = dev
    ? startService('next', 'npx', ['next', 'dev', '--hostname', HOST, '--port', String(ports.site)], {
        cwd: ROOT,
        env: { NEXT_TELEMETRY_DISABLED: '1', ...emulatorBuildEnv() },
      })
    : await startHosting();
  site.on('exit', async (code) => {
    if (isStopping()) return;
    console.error(`The site's server stopped (code ${code}).`);
    await stopAll();
    process.exit(1);
  });
  console.log(`
  Site:               http://${HOST}:${ports.site}/home${dev ? ' (next dev, hot reload)' : ''}
  Emails (MailDev):   http://${HOST}:${ports.mailWeb} (SMTP on ${HOST}:${ports.mailSmtp})
  Firestore emulator: http://${HOST}:${ports.firestore} (rules: firestore.rules, project ${emulatorBuildEnv().NEXT_PUBLIC_FIREBASE_PROJECT_ID})
  Functions emulator: http://${HOST}:${ports.functions} (functions/: a booking mails the sales alert and the confirmation)
  Lead webhook:       ${localWebhook().url || 'off (set LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET to post each booking)'}
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\n${dev ? 'npm run dev' : 'npm start'} failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
