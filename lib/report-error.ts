// The one module that talks to the error-reporting service (Sentry). Nothing else imports Sentry.
//
// - Off unless NEXT_PUBLIC_SENTRY_DSN is set at build time (lib/env.mjs): without it nothing loads
//   the SDK, so no SDK is downloaded and no request is made.
// - Lazy: the SDK is fetched (a separate chunk) only when there is something to report, so the
//   first load of every page does not pay for it.
// - Private: no default PII (`dataCollection` all off), no breadcrumbs, no user, no `extra`, and of
//   the request only the page URL without its query. What is sent is the error, its stack, the
//   tags the caller chose and the page.
import type { ErrorEvent } from '@sentry/nextjs';

import { EMULATOR_HOST, SENTRY_DSN as DSN } from './env.mjs';

/** Where an error came from, as a `source` tag on the event. */
export type ErrorSource = 'icon-load' | 'uncaught-error' | 'unhandled-rejection';

/** The window property through which the page's uncaught errors reach the reporter (components/error-reporter.tsx). */
export const PAGE_ERRORS = '__pageErrors';

export interface ErrorContext {
  source: ErrorSource;
  /** Searchable strings that identify the failure. Never form values or other personal data. */
  tags?: Record<string, string>;
}

/** Whether this build reports errors at all (NEXT_PUBLIC_SENTRY_DSN was set at build). */
export const errorReportingEnabled = Boolean(DSN);

type Capture = (error: unknown, tags: Record<string, string>) => void;
let sdk: Promise<Capture | undefined> | undefined;

// A client of its own rather than Sentry.init(): init() installs the default integrations (global
// handlers, breadcrumbs, tracing), which are neither wanted nor small. Named imports of the
// @sentry/browser API that @sentry/nextjs re-exports keep the lazy chunk to what is used.
function loadSdk(dsn: string): Promise<Capture | undefined> {
  sdk ??= import('@sentry/nextjs').then(
    ({ BrowserClient, Scope, defaultStackParser, httpContextIntegration, makeFetchTransport }) => {
      const client = new BrowserClient({
        dsn,
        // A build against the emulators (npm start, with the DSN still exported) is told apart.
        environment: EMULATOR_HOST ? 'local' : 'production',
        transport: makeFetchTransport,
        stackParser: defaultStackParser,
        // The page URL (trimmed by scrubEvent); with httpHeaders off it adds no headers.
        integrations: [httpContextIntegration()],
        // SDK v11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect more:
        // every category is switched off explicitly.
        dataCollection: {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
          stackFrameVariables: false,
          frameContextLines: 0,
        },
        maxBreadcrumbs: 0,
        beforeSend: scrubEvent,
      });
      client.init();
      const scope = new Scope();
      scope.setClient(client);
      return (error, tags) => {
        const eventScope = scope.clone();
        eventScope.setTags(tags);
        eventScope.captureException(error);
      };
    },
    (error: unknown) => {
      // The SDK chunk itself failed to load (offline, blocked): say so once, never throw.
      console.warn('Error reporting is unavailable:', error);
      return undefined;
    },
  );
  return sdk;
}

/** Reports an error to Sentry. Does nothing when the build has no DSN; never throws. */
export function reportError(error: unknown, context: ErrorContext): void {
  if (!DSN) return;
  void loadSdk(DSN).then((capture) => {
    capture?.(error, { source: context.source, ...context.tags });
  });
}

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/**
 * Removes from an event everything that could carry what a visitor typed or who they are: the
 * request is cut down to the page URL, and every URL (page and stack frames) loses its query and
 * fragment; the user, breadcrumbs and `extra` go.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.request;
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  delete scrubbed.extra;
  if (event.request?.url) scrubbed.request = { url: withoutQuery(event.request.url) };
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => {
        const frames = value.stacktrace?.frames;
        if (!frames) return value;
        return {
          ...value,
          stacktrace: {
            ...value.stacktrace,
            frames: frames.map((frame) => ({
              ...frame,
              ...(frame.filename ? { filename: withoutQuery(frame.filename) } : {}),
              ...(frame.abs_path ? { abs_path: withoutQuery(frame.abs_path) } : {}),
            })),
          },
        };
      }),
    };
  }
  return scrubbed;
}
