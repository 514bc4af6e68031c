import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { DEMO_COLLECTION } from '../../lib/demo-fields';
import type { DemoRequest } from '../../lib/demo-schema';
import { HOST, LOCAL_PROJECT_ID, ports } from '../../scripts/lib/config.mjs';
import { FUNCTIONS_DIR, firestoreTrigger } from '../../scripts/lib/emulators.mjs';

/**
 * The emulator tests' view of the backend: bookings written as the site writes them (REST, no
 * credentials, so the security rules apply), and an event delivered again as the platform delivers
 * one again. (The tests read as the owner with firebase-admin.)
 */
type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { nullValue: null }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { arrayValue: { values?: RestValue[] } };

interface RestDocument {
  name: string;
  fields: Record<string, RestValue>;
  createTime: string;
  updateTime: string;
}

const documents = () =>
  `http://${HOST}:${ports.firestore}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;

function toRest(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRest) } };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  throw new Error(`No REST value for ${JSON.stringify(value)}`);
}

const toFields = (value: object) =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [key, toRest(field)]));

/** Writes a booking as the site does (the rules check it); resolves with the created document. */
export async function book(request: DemoRequest): Promise<RestDocument> {
  const fields = toFields(request);
  const response = await fetch(`${documents()}/${DEMO_COLLECTION}?documentId=${request.id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Booking ${request.id} was refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as RestDocument;
}

// The protobuf types the Firestore emulator (and Cloud Firestore) encode a trigger's event with:
// the firebase-functions package's own copy, which it decodes events with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const protos = require(path.join(FUNCTIONS_DIR, 'node_modules/firebase-functions/protos/compiledFirestore.js'));

function toTimestamp(iso: string) {
  const ms = Date.parse(iso);
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
}

/**
 * Delivers the "document created" event of `created` to the function once more, the way the
 * Firestore emulator delivers it (a binary-mode CloudEvent carrying the document, as protobuf) and
 * the way the platform delivers an event again after a failure. The Functions emulator answers
 * once the function has finished: 200, or 500 when it threw (and the platform would retry).
 */
export async function deliverAgain(created: RestDocument, eventId: string = randomUUID()): Promise<number> {
  const trigger = await firestoreTrigger();
  if (!trigger) throw new Error('The Functions emulator lists no Firestore trigger');
  const { DocumentEventData } = protos.google.events.cloud.firestore.v1;
  const data = DocumentEventData.encode(
    DocumentEventData.fromObject({
      value: {
        name: created.name,
        // protobufjs names the null value by its enum name.
        fields: Object.fromEntries(
          Object.entries(created.fields).map(([key, value]) => [
            key,
            'nullValue' in value ? { nullValue: 'NULL_VALUE' } : value,
          ]),
        ),
        createTime: toTimestamp(created.createTime),
        updateTime: toTimestamp(created.updateTime),
      },
    }),
  ).finish();
  const document = created.name.split('/documents/')[1] ?? '';
  // The emulator names a trigger `<function id>-<generation>`; the generation is 0 until it reloads.
  const response = await fetch(
    `http://${HOST}:${ports.functions}/functions/projects/${LOCAL_PROJECT_ID}/triggers/${trigger.id}-0`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/protobuf',
        'ce-specversion': '1.0',
        'ce-type': 'google.cloud.firestore.document.v1.created',
        'ce-source': `//firestore.googleapis.com/projects/${LOCAL_PROJECT_ID}/databases/(default)`,
        'ce-id': eventId,
        'ce-subject': `documents/${document}`,
        'ce-time': created.createTime,
        'ce-project': LOCAL_PROJECT_ID,
        'ce-database': '(default)',
        'ce-namespace': '(default)',
        'ce-document': document,
      },
      // The emulators pass the protobuf base64-encoded; the Functions emulator decodes it.
      body: Buffer.from(data).toString('base64'),
      signal: AbortSignal.timeout(60_000),
    },
  );
  await response.arrayBuffer();
  return response.status;
}
