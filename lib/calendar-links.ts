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

/**
 * A WhatsApp chat with `number` (digits with the country code), the message typed in. Its spaces
 * are %20, as WhatsApp's click-to-chat documents, not the `+` of a form's encoding.
 */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
