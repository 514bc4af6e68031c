import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getFirestore, setDoc } from 'firebase/firestore/lite';

import { DEMO_APPS_FIELD, type DemoFormValues } from './demo-fields';
import { DEMO_COLLECTION, toDemoRequest, type DemoRequest } from './demo-schema';
import { readFirebaseSettings } from './firebase-config';
import { visitorTimeZone } from './lead-context';
import { landing, pickedApps } from './lead-session';
import { loadOnce } from './load-once';

/** How long a save waits to hear from App Check: reCAPTCHA's script and check, and the exchange. */
const APP_CHECK_WAIT_MS = 10_000;
let starts = 0;

/**
 * The only code that talks to Firestore. firestore/lite speaks plain REST (one request per
 * write, no offline cache, no streaming channel), about a fifth of the full SDK. With a reCAPTCHA
 * Enterprise site key (production), Firebase App Check starts first, so that the write carries
 * an App Check token (`X-Firebase-AppCheck`); its SDK is imported only then.
 */
async function connect() {
  const { options, emulator, recaptchaSiteKey } = readFirebaseSettings();
  // An app of its own at each start: one given up (appCheckAnswers) would keep its App Check waiting.
  const app = initializeApp(options, `booking-${(starts += 1)}`);
  let appCheckToken: (() => Promise<unknown>) | null = null;
  if (recaptchaSiteKey) {
    const { initializeAppCheck, getToken, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    const appCheck = initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(recaptchaSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
    appCheckToken = () => getToken(appCheck);
  }
  const firestore = getFirestore(app);
  if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  return { firestore, appCheckToken };
}

/**
 * Connects once, when the booking form's code loads. A start-up failure (a bad config, or App
 * Check's code not coming on a bad connection) goes to the console only: the page keeps working,
 * a save reports the failure, and the next save tries to connect again.
 */
let connection = loadOnce(connect);
connection().catch((error: unknown) => console.error('The demo booking backend could not start:', error));

/**
 * Asks App Check for the token the write would wait for, at the Submit as before (reCAPTCHA scores
 * the visitor then). App Check is never told that reCAPTCHA's script did not load (a blocker, a
 * dropped connection) and would hold every write for good: after 10 s of silence the connection is
 * given up, this save fails, and the next one starts a new one. An error is an answer: the write
 * goes with App Check's placeholder token, and Firestore decides (enforced or not).
 */
async function appCheckAnswers(token: () => Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, APP_CHECK_WAIT_MS, false)));
  const answered = await Promise.race([
    token().then(
      () => true,
      () => true,
    ),
    silence,
  ]);
  clearTimeout(timer);
  if (answered) return;
  connection = loadOnce(connect);
  throw new Error(`No answer from App Check in ${APP_CHECK_WAIT_MS / 1000} s`);
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
    timeZone: visitorTimeZone,
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
  const { firestore } = await connection();
  return toDemoRequest(values, doc(collection(firestore, DEMO_COLLECTION)).id, context);
}

/**
 * Saves a demo request as one document in `scheduled_demos`, in one request that carries the
 * fields and the id. Merged, so that a retry of a write that had landed changes nothing (the rules
 * allow such an update, and no other; the function is told of creates only). Rejects when the
 * write fails (offline, emulator down, denied by the security rules) or App Check stays silent.
 */
export async function saveDemoRequest(request: DemoRequest): Promise<void> {
  const { firestore, appCheckToken } = await connection();
  if (appCheckToken) await appCheckAnswers(appCheckToken);
  await setDoc(doc(firestore, DEMO_COLLECTION, request.id), request, { merge: true });
}
