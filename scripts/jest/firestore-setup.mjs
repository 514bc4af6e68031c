// Jest global setup of the `emulators` project (jest.config.mjs): the security-rules tests run against
// a real Cloud Firestore emulator, started here on its own port (FIRESTORE_RULES_TEST_PORT, default
// FIRESTORE_PORT + 1) so that it never meets the emulator of `npm start` or of the browser tests.
import { HOST, applyTestPortDefaults, ports } from '../lib/config.mjs';
import { startFirestore } from '../lib/emulators.mjs';
import { assertPortFree, stopAllOnSignals } from '../lib/processes.mjs';

export default async function startRulesEmulator() {
  applyTestPortDefaults();
  // Jest runs no teardown on Ctrl-C: the emulator would outlive the run, holding its port.
  stopAllOnSignals();
  const port = ports.rulesTest;
  await assertPortFree('Firestore emulator for the rules tests', HOST, port, 'FIRESTORE_RULES_TEST_PORT');
  let emulator;
  try {
    emulator = await startFirestore({ port });
  } catch (error) {
    throw new Error(
      `The rules tests need the Firestore emulator, which did not start: ${error instanceof Error ? error.message : error}`,
    );
  }
  // Once it listens, its log is a line per denied write, and denied writes are what these tests make.
  for (const stream of [emulator.stdout, emulator.stderr]) {
    stream.removeAllListeners('data');
    stream.resume();
  }
  globalThis.__rulesEmulator = emulator;
}
