import type { DemoEvent } from './demo-event';

/** 20260115T083000Z: the UTC form Google Calendar's `dates` takes. */
function utcStamp(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Google Calendar "add event" link for the demo, its times in UTC. */
export function googleCalendarUrl(event: DemoEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
