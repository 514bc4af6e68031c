import { createEvent, type EventAttributes } from 'ics';

import { BRAND_NAME } from '../content/site';
import type { DemoEvent } from './demo-event';

// Relative imports only: functions/ compiles this file too, and its compiler does not know `@/`.

/**
 * The demo's .ics file, made with the `ics` package: the email attaches it, and the page offers
 * the same file for download (in the confirmation's chunk, after a save: `ics` is not small).
 * Start and end are written in UTC (`...Z`), which every calendar converts to its own zone. The
 * event is tentative: the time is the visitor's request, which the team's call confirms.
 */
export const CALENDAR_MEDIA_TYPE = 'text/calendar';

/** The file's name, as attached and as downloaded: `homeos-demo.ics`. */
export const DEMO_CALENDAR_FILE_NAME = `${BRAND_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-demo.ics`;

/**
 * The file's text. `stamp` is its DTSTAMP, the moment the file was made (the email uses the
 * booking's creation time): the only line in which the email's file and the page's may differ.
 */
export function demoCalendarFile(event: DemoEvent, stamp: number): string {
  // `timestamp` (DTSTAMP) is in the package's schema but missing from its type definitions.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${BRAND_NAME}//Demo booking//EN`,
    status: 'TENTATIVE',
    uid: event.uid,
    title: event.title,
    description: event.description,
    start: event.start,
    end: event.end,
    timestamp: stamp,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}
