// `npm start`: builds the site against the local Firestore emulator, starts the emulator with
// firestore.rules, serves out/ through the Firebase Hosting emulator, and stops it all on Ctrl-C.
// `--no-build` serves the existing out/ (the browser tests build once, then use this).
import { HOST, emulatorBuildEnv, ports } from './lib/config.mjs';
import { ROOT, startFirestore, startHosting } from './lib/emulators.mjs';
import { assertPortFree, isStopping, run, stopAll, stopAllOnSignals } from './lib/processes.mjs';

const build = !process.argv.includes('--no-build');

stopAllOnSignals();
try {
  await assertPortFree('site', HOST, ports.site, 'PORT');
  await assertPortFree('Firestore emulator', HOST, ports.firestore, 'FIRESTORE_PORT');
  if (build) {
    await run('npx', ['next', 'build'], { cwd: ROOT, env: { ...emulatorBuildEnv(), NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const firestore = await startFirestore();
  // The site keeps running without its backend: the preview banner then reads "disconnected".
  firestore.on('exit', () => {
    if (!isStopping()) console.warn('The Firestore emulator stopped; the site is still served.');
  });
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
