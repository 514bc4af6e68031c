import type { ErrorEvent } from '@sentry/nextjs';

import { scrubEvent } from './report-error';

describe('scrubEvent', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: 'Icon failed to load: ui:check',
    tags: { source: 'icon-load', icon: 'ui:check' },
    request: {
      url: 'https://homeos.example.com/home?email=a%40b.in#contact',
      query_string: 'email=a%40b.in',
      data: { fullName: 'Asha Rao' },
      cookies: { session: 'x' },
      headers: { Referer: 'https://homeos.example.com/all-apps?usertype=individual' },
    },
    user: { email: 'a@b.in', ip_address: '{{auto}}' },
    breadcrumbs: [{ category: 'ui.input', message: 'input[name="fullName"]' }],
    extra: { values: { phone: '9876501234' } },
    exception: {
      values: [
        {
          type: 'Error',
          value: 'Icon failed to load: ui:check',
          stacktrace: {
            frames: [
              { filename: 'https://homeos.example.com/home?phone=9876501234', function: 'f', abs_path: 'x?y=1' },
              { filename: 'https://homeos.example.com/_next/static/chunks/a.js', function: 'g' },
            ],
          },
        },
      ],
    },
  };

  it('keeps the error, its tags and the page URL without query or fragment', () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe(event.message);
    expect(scrubbed.tags).toEqual(event.tags);
    expect(scrubbed.request).toEqual({ url: 'https://homeos.example.com/home' });
  });

  it('drops the fragment of a URL without a query', () => {
    const url = 'https://homeos.example.com/home';
    expect(scrubEvent({ ...event, request: { url: `${url}#contact` } }).request).toEqual({ url });
  });

  it('drops the user, breadcrumbs and extra', () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed).not.toHaveProperty('breadcrumbs');
    expect(scrubbed).not.toHaveProperty('extra');
  });

  it('removes queries from stack frame URLs', () => {
    const frames = scrubEvent(event).exception?.values?.[0]?.stacktrace?.frames;
    expect(frames?.map((frame) => frame.filename)).toEqual([
      'https://homeos.example.com/home',
      'https://homeos.example.com/_next/static/chunks/a.js',
    ]);
    expect(frames?.[0]?.abs_path).toBe('x');
  });

  it('leaves nothing of what was typed anywhere in the event', () => {
    const json = JSON.stringify(scrubEvent(event));
    for (const typed of ['Asha Rao', 'a@b.in', 'a%40b.in', '9876501234', 'usertype', 'session'])
      expect(json).not.toContain(typed);
  });

  it('does not change the event it is given', () => {
    const copy = structuredClone(event);
    scrubEvent(event);
    expect(event).toEqual(copy);
  });
});
