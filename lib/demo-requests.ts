import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';

import { DEMO_COLLECTION, toDemoRequest, type DemoFormValues } from './demo-schema';
import { readFirebaseSettings } from './firebase-config';

/**
 * The only code that talks to Firestore. firestore/lite speaks plain REST (one request per
 * write, no offline cache, no streaming channel), about a fifth of the full SDK.
 */
function connect(): Firestore {
  const { options, emulator } = readFirebaseSettings();
  const firestore = getFirestore(initializeApp(options));
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return firestore;
}

// Connected once, when the booking dialog's code loads. A bad config is a start-up failure: it
// goes to the console only, the page keeps working and a save reports the failure.
const connection: Firestore | Error = (() => {
  try {
    return connect();
  } catch (error) {
    console.error('The demo booking backend could not start:', error);
    return error instanceof Error ? error : new Error(String(error));
  }
})();

/**
 * Saves a demo request as one document in `scheduled_demos`, in one request: the document
 * reference (and so its id) is made on the client, then one create carries the fields and the id.
 * Resolves with the id, the booking's reference. Rejects when the write fails (offline, emulator
 * down, denied by the security rules).
 */
export async function saveDemoRequest(values: DemoFormValues): Promise<string> {
  if (connection instanceof Error) throw connection;
  const ref = doc(collection(connection, DEMO_COLLECTION));
  await setDoc(ref, toDemoRequest(values, ref.id));
  return ref.id;
}
