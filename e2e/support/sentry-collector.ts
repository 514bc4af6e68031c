import { createServer, type Server } from 'node:http';

import { HOST } from '../../scripts/lib/config.mjs';

/** One envelope as the Sentry SDK posted it: the raw body and its parsed event items. */
export interface Envelope {
  body: string;
  events: SentryEvent[];
}

/** The parts of a Sentry event the tests read. */
export interface SentryEvent {
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; headers?: Record<string, string>; [key: string]: unknown };
  user?: unknown;
  extra?: unknown;
  breadcrumbs?: unknown;
}

/**
 * A small stand-in for Sentry's ingest endpoint on 127.0.0.1: it accepts envelopes
 * (POST /api/<project>/envelope/), answers CORS like Sentry does, and keeps what it received.
 */
export class SentryCollector {
  readonly envelopes: Envelope[] = [];
  private server: Server | undefined;

  constructor(private readonly port: number) {}

  get events(): SentryEvent[] {
    return this.envelopes.flatMap((envelope) => envelope.events);
  }

  clear() {
    this.envelopes.length = 0;
  }

  async start() {
    this.server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
          const body = Buffer.concat(chunks).toString('utf8');
          this.envelopes.push({ body, events: parseEvents(body) });
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        } else {
          response.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, HOST, resolve);
    });
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** An envelope is newline-separated JSON: a header, then an item header and a payload per item. */
function parseEvents(body: string): SentryEvent[] {
  const [, ...lines] = body.split('\n').filter((line) => line.trim());
  const events: SentryEvent[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as SentryEvent);
  }
  return events;
}
