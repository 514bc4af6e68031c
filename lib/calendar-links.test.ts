import { googleCalendarUrl, whatsappUrl } from './calendar-links';

const event = {
  uid: 'demo-abc@homeos.example.com',
  title: 'HomeOS demo',
  description: 'A walkthrough.\nReference: abc',
  start: Date.UTC(2026, 0, 15, 8, 30), // 2:00 PM IST
  end: Date.UTC(2026, 0, 15, 9, 0),
};

describe('googleCalendarUrl', () => {
  test('is a TEMPLATE link with the title, the details and the times in UTC', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('HomeOS demo');
    expect(url.searchParams.get('dates')).toBe('20260115T083000Z/20260115T090000Z');
    expect(url.searchParams.get('details')).toBe('A walkthrough.\nReference: abc');
  });
});

describe('whatsappUrl', () => {
  test('opens a chat with the number and the message, encoded', () => {
    const url = new URL(whatsappUrl('918047182200', 'Hello, I have booked a demo. Reference: a&b c'));
    expect(url.origin + url.pathname).toBe('https://wa.me/918047182200');
    expect(url.searchParams.get('text')).toBe('Hello, I have booked a demo. Reference: a&b c');
    expect(url.search).not.toContain('+');
  });
});
