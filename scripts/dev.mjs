// `npm run dev`: Next.js' development server (hot reload) pointed at a local Firestore emulator
// with firestore.rules, on http://127.0.0.1:<PORT>/home; Ctrl-C stops both.
// What differs from `npm start`: no static export, so no firebase.json (no redirect from /, no
// security headers or CSP) and the pages' scripts are not deferred past the first paint. Check a
// change with `npm start` (or `npm test`) before you push it.
import { HOST, emulatorBuildEnv, ports } from './lib/config.mjs';
import { ROOT, startFirestore } from './lib/emulators.mjs';
import { assertPortFree, isStopping, startService, stopAll, stopAllOnSignals } from './lib/processes.mjs';

stopAllOnSignals();
try {
  await assertPortFree('site', HOST, ports.site, 'PORT');
  await assertPortFree('Firestore emulator', HOST, ports.firestore, 'FIRESTORE_PORT');
  await startFirestore();
  const next = startService('next', 'npx', ['next', 'dev', '--hostname', HOST, '--port', String(ports.site)], {
    cwd: ROOT,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...emulatorBuildEnv() },
  });
  next.on('exit', async (code) => {
    if (isStopping()) return;
    console.error(`next dev stopped (code ${code}).`);
    await stopAll();
    process.exit(code ?? 1);
  });
  console.log(`
  Site (next dev):    http://${HOST}:${ports.site}/home
  Firestore emulator: http://${HOST}:${ports.firestore} (rules: firestore.rules)
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\nnpm run dev failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
