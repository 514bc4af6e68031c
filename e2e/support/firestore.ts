import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, type Request } from '@playwright/test';

import { DEMO_COLLECTION } from '../../lib/demo-fields';
import { HOST, LOCAL_PROJECT_ID, applyTestPortDefaults, ports } from '../../scripts/lib/config.mjs';
import { isListening } from '../../scripts/lib/processes.mjs';

applyTestPortDefaults();

export const firestoreOrigin = `http://${HOST}:${ports.firestore}`;
const documents = `${firestoreOrigin}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;

type Value = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  nullValue?: null;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, Value> };
  arrayValue?: { values?: Value[] };
};
interface RestDocument {
  name: string;
  fields: Record<string, Value>;
}

function decode(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return Date.parse(value.timestampValue ?? ''); // the function's expireAt
  if ('mapValue' in value)
    return Object.fromEntries(Object.entries(value.mapValue?.fields ?? {}).map(([key, field]) => [key, decode(field)]));
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decode); // the lead context
  throw new Error(`Unexpected Firestore value ${JSON.stringify(value)}`);
}

/**
 * The stored demo requests with this email, read through the emulator's REST API as the owner
 * (which bypasses the security rules, as the Firebase console does). Each test books with its own
 * email, so tests running in parallel never see each other's documents.
 */
export async function storedDemoRequests(email: string) {
  const found: { documentId: string; data: Record<string, unknown> }[] = [];
  let pageToken = '';
  do {
    const response = await fetch(`${documents}/${DEMO_COLLECTION}?pageSize=300&pageToken=${pageToken}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    if (!response.ok) throw new Error(`Reading ${DEMO_COLLECTION} failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
    for (const document of body.documents ?? []) {
      const data = Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, decode(value)]));
      if (data.email === email) found.push({ documentId: document.name.split('/').pop() ?? '', data });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return found;
}

/** Whether a Firestore REST call (not the preview banner's liveness check) is this request. */
export function isFirestoreApiCall(url: string | URL) {
  return String(url).startsWith(`${firestoreOrigin}/v1/`);
}

/** Every Firestore REST call the page makes from now on, as they are sent. */
export function countFirestoreCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isFirestoreApiCall(request.url())) calls.push(request);
  });
  return calls;
}

/**
 * Holds the page's Firestore calls (a save in flight) until the returned `release` is called; with
 * `fail`, they are then refused (as a connection would be).
 */
export async function holdFirestore(page: Page): Promise<(fail?: boolean) => void> {
  let release: (fail?: boolean) => void = () => {};
  const released = new Promise<boolean>((resolve) => (release = (fail = false) => resolve(fail)));
  await page.route(isFirestoreApiCall, async (route) =>
    (await released) ? route.abort('connectionrefused') : route.continue(),
  );
  return release;
}

async function waitUntil(listening: boolean, timeoutMs: number) {
  const message = `the Firestore emulator on port ${ports.firestore} to ${listening ? 'start' : 'stop'}`;
  await expect
    .poll(() => isListening(HOST, ports.firestore), { intervals: [200], timeout: timeoutMs, message })
    .toBe(listening);
}

/** The `npm start` process serving the tests (see scripts/start.mjs): it stops and restarts the emulator on signals. */
function signalStart(signal: 'SIGUSR1' | 'SIGUSR2') {
  const pidFile = path.join(__dirname, '../../.firebase', `start-${ports.site}.pid`);
  process.kill(Number(readFileSync(pidFile, 'utf8')), signal);
}

export async function stopFirestoreEmulator() {
  signalStart('SIGUSR1');
  await waitUntil(false, 20_000);
}

/**
 * Waits until the restarted backend takes a write. Its port listens well before that: on this
 * machine a write sent as soon as the port listened was answered about 20 s later, once
 * firebase-tools had the backend ready. The probe is the owner's (no rules), to a collection of its own.
 */
async function waitUntilServing(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const takesAWrite = () =>
    fetch(`${documents}/readiness/probe`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: {} }),
      signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())),
    }).then(
      (response) => response.ok,
      () => false, // not serving yet
    );
  const message = 'the restarted Firestore emulator to take a write';
  await expect.poll(takesAWrite, { intervals: [200], timeout: timeoutMs, message }).toBe(true);
}

export async function startFirestoreEmulator() {
  signalStart('SIGUSR2');
  await waitUntil(true, 120_000);
  await waitUntilServing(120_000);
}
