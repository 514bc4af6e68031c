// Jest global teardown: stops the emulator that firestore-setup.mjs started.
import { stopService } from '../lib/processes.mjs';

export default async function stopRulesEmulator() {
  if (globalThis.__rulesEmulator) await stopService(globalThis.__rulesEmulator);
}
