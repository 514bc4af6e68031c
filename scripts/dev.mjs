// `npm run dev`: Next.js' development server (hot reload) pointed at the same local backend as
// `npm start` (the Firestore and Functions emulators with firestore.rules and functions/, MailDev
// as the inbox), on http://127.0.0.1:<PORT>/home; Ctrl-C stops it all.
// What differs from `npm start`: no static export, so no firebase.json (no redirect from /, no
// security headers or CSP) and the pages' scripts are not deferred past the first paint. Check a
// change with `npm start` (or `npm test`) before you push it.
import { HOST, emulatorBuildEnv, localServicePorts, ports } from './lib/config.mjs';
import { ROOT, buildFunctions, startBackend } from './lib/emulators.mjs';
import { startMailbox } from './lib/mailbox.mjs';
import { assertPortFree, isStopping, startService, stopAll, stopAllOnSignals } from './lib/processes.mjs';

stopAllOnSignals();
try {
  for (const [name, port, variable] of localServicePorts()) await assertPortFree(name, HOST, port, variable);
  await buildFunctions();
  await startMailbox();
  await startBackend();
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
  Emails (MailDev):   http://${HOST}:${ports.mailWeb}
  Firestore emulator: http://${HOST}:${ports.firestore} (rules: firestore.rules)
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`\nnpm run dev failed: ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
