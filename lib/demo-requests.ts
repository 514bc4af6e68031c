import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';

import { DEMO_COLLECTION, toDemoRequest, type DemoFormValues, type DemoRequest } from './demo-schema';
import { readFirebaseSettings } from './firebase-config';

/**
 * The only code that talks to Firestore. firestore/lite speaks plain REST (one request per
 * write, no offline cache, no streaming channel), about a fifth of the full SDK. With a reCAPTCHA
 * Enterprise site key (production), Firebase App Check starts first, so that the write carries
 * an App Check token (`X-Firebase-AppCheck`); its SDK is imported only then.
 */
async function connect(): Promise<Firestore> {
  const { options, emulator, recaptchaSiteKey } = readFirebaseSettings();
  const app = initializeApp(options);
  if (recaptchaSiteKey) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(recaptchaSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const firestore = getFirestore(app);
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return firestore;
}

// Connected once, when the booking form's code loads. A bad config is a start-up failure: it goes
// to the console only, the page keeps working and a save reports the failure.
const connection: Promise<Firestore | Error> = connect().catch((error: unknown) => {
  console.error('The demo booking backend could not start:', error);
  return error instanceof Error ? error : new Error(String(error));
});

/**
 * Saves a demo request as one document in `scheduled_demos`, in one request: the document
 * reference (and so its id) is made on the client, then one create carries the fields and the id.
 * Resolves to the stored request; rejects when the write fails (offline, emulator down, denied by
 * the security rules).
 */
export async function saveDemoRequest(values: DemoFormValues): Promise<DemoRequest> {
  const firestore = await connection;
  if (firestore instanceof Error) throw firestore;
  const ref = doc(collection(firestore, DEMO_COLLECTION));
  const request = toDemoRequest(values, ref.id);
  await setDoc(ref, request);
  return request;
}
