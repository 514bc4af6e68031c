// `npm start`: builds the site against the local Firestore emulator, starts the emulator with
// firestore.rules, serves out/ through the Firebase Hosting emulator, and stops it all on Ctrl-C.
// `--no-build` serves the existing out/ (the browser tests build once, then use this).
// While it runs, `kill -USR1 <pid>` stops the Firestore emulator and `kill -USR2 <pid>` starts it
// again (the pid is in .firebase/start-<PORT>.pid): the browser tests use this to take the
// backend away and bring it back.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { HOST, emulatorBuildEnv, ports } from './lib/config.mjs';
import { ROOT, startFirestore, startHosting } from './lib/emulators.mjs';
import { buildExport } from './lib/next-build.mjs';
import { assertPortFree, isStopping, stopAll, stopAllOnSignals, stopService } from './lib/processes.mjs';

const build = !process.argv.includes('--no-build');

let firestore = null;
async function runFirestore() {
  const child = await startFirestore();
  // The site keeps running without its backend: the preview banner then reads "disconnected".
  child.on('exit', () => {
    if (!isStopping()) console.warn('The Firestore emulator stopped; the site is still served.');
    if (firestore === child) firestore = null;
  });
  firestore = child;
}

// Signals are handled one at a time, so that a stop and a start never overlap.
let backendControl = Promise.resolve();
function controlBackend(action) {
  backendControl = backendControl.then(action).catch((error) => console.error(`Firestore emulator: ${error.message}`));
}
process.on('SIGUSR1', () => controlBackend(async () => firestore && (await stopService(firestore))));
process.on('SIGUSR2', () => controlBackend(async () => firestore || (await runFirestore())));

const pidFile = path.join(ROOT, '.firebase', `start-${ports.site}.pid`);
mkdirSync(path.dirname(pidFile), { recursive: true });
writeFileSync(pidFile, String(process.pid));
process.on('exit', () => rmSync(pidFile, { force: true }));

stopAllOnSignals();
try {
  await assertPortFree('site', HOST, ports.site, 'PORT');
  await assertPortFree('Firestore emulator', HOST, ports.firestore, 'FIRESTORE_PORT');
  if (build) {
    await buildExport(emulatorBuildEnv());
  }
  await runFirestore();
  const hosting = await startHosting();
  hosting.on('exit', async (code) => {
    if (isStopping()) return;
    console.error(`The Hosting emulator stopped (code ${code}).`);
    await stopAll();
    process.exit(1);
  });
  console.log(`
  Site:               http://${HOST}:${ports.site}/home
  Firestore emulator: http://${HOST}:${ports.firestore} (rules: firestore.rules, project ${emulatorBuildEnv().NEXT_PUBLIC_FIREBASE_PROJECT_ID})
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
