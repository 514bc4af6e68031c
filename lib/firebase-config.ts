/**
 * The Firebase web config, from build-time NEXT_PUBLIC_FIREBASE_* variables. firestore/lite uses
 * only the project id (which project's database), the API key (sent as `?key=`) and the app id
 * (sent as a header); authDomain and the rest serve Firebase Auth and Analytics, which the site
 * does not use. In emulator builds only the project id is needed.
 */
import { FIREBASE_WEB_ENV } from './env.mjs';
import { isProjectId } from './project-id.mjs';

export type FirebaseEnv = Partial<typeof FIREBASE_WEB_ENV>;

/**
 * Reads and checks the config; throws an Error naming what is missing or malformed. `emulator`:
 * where the local Firestore emulator listens (emulator builds); `recaptchaSiteKey` turns Firebase
 * App Check on (production).
 */
export function readFirebaseSettings(env: FirebaseEnv = FIREBASE_WEB_ENV) {
  const value = (name: keyof FirebaseEnv) => env[name]?.trim() || undefined;
  const emulatorHost = value('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST');
  const emulator = emulatorHost ? parseHost(emulatorHost) : null;
  const required: (keyof FirebaseEnv)[] = emulator
    ? ['NEXT_PUBLIC_FIREBASE_PROJECT_ID']
    : ['NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'NEXT_PUBLIC_FIREBASE_APP_ID'];
  const recaptchaSiteKey = value('NEXT_PUBLIC_RECAPTCHA_SITE_KEY') ?? null;
  // App Check exchanges the reCAPTCHA token for the app: it needs the app's id and API key.
  if (recaptchaSiteKey) required.push('NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_APP_ID');
  const missing = [...new Set(required)].filter((name) => !value(name));
  if (missing.length > 0) throw new Error(`Firebase is not configured: ${missing.join(', ')} not set at build time`);
  return {
    options: {
      projectId: checkProjectId(value('NEXT_PUBLIC_FIREBASE_PROJECT_ID') ?? ''),
      apiKey: value('NEXT_PUBLIC_FIREBASE_API_KEY'),
      appId: value('NEXT_PUBLIC_FIREBASE_APP_ID'),
    },
    emulator,
    recaptchaSiteKey,
  };
}

function parseHost(hostAndPort: string) {
  const match = /^([\w.-]+|\[[\d:a-fA-F]+\]):(\d{1,5})$/.exec(hostAndPort);
  const port = Number(match?.[2]);
  if (!match?.[1] || !(port > 0 && port <= 65535)) {
    throw new Error(`NEXT_PUBLIC_FIREBASE_EMULATOR_HOST must be host:port, got "${hostAndPort}"`);
  }
  return { host: match[1], port };
}

function checkProjectId(projectId: string) {
  if (!isProjectId(projectId)) {
    throw new Error(`NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id, got "${projectId}"`);
  }
  return projectId;
}
