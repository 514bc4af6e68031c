import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';

import { HOST, applyTestPortDefaults, ports } from '@/scripts/lib/config.mjs';

/** The first calls to a freshly started emulator (loading rules, the first write) can take seconds. */
export const EMULATOR_TIMEOUT_MS = 60_000;

/**
 * A rules test environment on the emulator that the Jest `rules` project's global setup started
 * (scripts/jest/firestore-setup.mjs, on the same port), loaded with the real firestore.rules. Each
 * test file passes its own project id, so files running in parallel never see each other's documents.
 */
export async function rulesTestEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  applyTestPortDefaults();
  setLogLevel('silent'); // denied writes are the point of these tests, not warnings

  return initializeTestEnvironment({
    projectId,
    firestore: {
      host: HOST,
      port: ports.rulesTest,
      rules: readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}

/**
 * The context's Firestore, typed for the modular API. rules-unit-testing types it as the compat
 * instance, which the modular functions accept (they unwrap it), so only the type changes.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
