import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';

import { DEMO_APPS_FIELD, DEMO_COLLECTION, type DemoFormValues } from './demo-fields';
import { toDemoRequest, type DemoRequest } from './demo-schema';
import { readFirebaseSettings } from './firebase-config';
import { landing, pickedApps } from './lead-session';
import { loadOnce } from './load-once';

let starts = 0;

/**
 * The only code that talks to Firestore. firestore/lite speaks plain REST (one request per
 * write, no offline cache, no streaming channel), about a fifth of the full SDK. With a reCAPTCHA
 * Enterprise site key (production), Firebase App Check starts first, so that the write carries
 * an App Check token (`X-Firebase-AppCheck`); its SDK is imported only then.
 */
async function connect(): Promise<Firestore> {
  const { options, emulator, recaptchaSiteKey } = readFirebaseSettings();
  // An app of its own at each start: the same app would come back as it was (startAgain).
  const app = initializeApp(options, `booking-${(starts += 1)}`);
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

/**
 * Connects once, when this module loads (the first focus in the form, or a Submit). A start-up
 * failure (a bad config, or App Check's code not coming on a bad connection) goes to the console
 * only: the page keeps working, a save reports the failure, and the next save tries to connect
 * again.
 */
let connection = loadOnce(connect);
connection().catch((error: unknown) => console.error('The demo booking backend could not start:', error));

/**
 * Drops the connection, so that the next save makes a new one. demo-form.tsx calls it when a save
 * had no answer in time: a stalled connection may never give one (App Check is never told that
 * reCAPTCHA's script did not load, and then holds every write for good).
 */
export function startAgain() {
  connection = loadOnce(connect);
}

/**
 * What goes with the booking beside the form (DECISIONS "Lead context and the CRM"): where the
 * visitor landed and from where, this page and the button that opened the dialog, the apps kept
 * ticked in `form` with their mode, the time zone and language; lib/demo-schema.ts keeps only what
 * is valid.
 */
export function leadContext(form: HTMLFormElement | null, button: string | undefined) {
  const apps = form ? new FormData(form).getAll(DEMO_APPS_FIELD) : [];
  return {
    ...landing(),
    page: window.location.pathname,
    button,
    ...(apps.length > 0 && { apps, mode: pickedApps()?.mode }),
    // Read here, in the save's task: a page's first Intl call loads ICU's data (25 ms unthrottled,
    // about 100 at 4x CPU), which as the dialog opened would hold the visitor's first tap in it.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
  };
}

/**
 * The request a submit saves: the one tried last, as it was (id and context), when the visitor
 * tries again asking the same (a write can land although the browser heard of a failure: the retry
 * must not store it twice, nor change it); otherwise a new one, with a new id made on the client.
 * What is asked: the form's values and the apps to demo; the rest of the context (the button, say,
 * seen only once the page's code had come) does not make a booking another. `context` is the lead's
 * context as the tab kept it (lib/lead-context.ts), cleaned on the way.
 */
export async function demoRequestFor(
  values: DemoFormValues,
  tried: DemoRequest | null,
  context?: unknown,
): Promise<DemoRequest> {
  if (tried) {
    // Both made by toDemoRequest, so their keys come in one order.
    const asked = ({ context: lead, ...request }: DemoRequest) =>
      JSON.stringify({ ...request, apps: lead?.apps, mode: lead?.mode });
    if (asked(toDemoRequest(values, tried.id, context)) === asked(tried)) return tried;
  }
  const firestore = await connection();
  return toDemoRequest(values, doc(collection(firestore, DEMO_COLLECTION)).id, context);
}

/**
 * Saves a demo request as one document in `scheduled_demos`, in one request that carries the
 * fields and the id. Merged, so that a retry of a write that had landed changes nothing (the rules
 * allow such an update, and no other; the function is told of creates only). Rejects when the
 * write fails (offline, emulator down, denied by the security rules).
 */
export async function saveDemoRequest(request: DemoRequest): Promise<void> {
  const firestore = await connection();
  await setDoc(doc(firestore, DEMO_COLLECTION, request.id), request, { merge: true });
}
