import { DEMO_MINUTES, confirmationEmail, leadBriefTexts } from '../../content/booking';
import { APP_IDS } from '../../content/catalogue';
import { saveMessages } from '../../content/demo';
import { GRIEVANCE_OFFICER, RETENTION_DAYS } from '../../content/privacy';
import { CONTACT } from '../../content/site';
import { CALENDAR_MEDIA_TYPE, DEMO_CALENDAR_FILE_NAME, demoCalendarFile } from '../../lib/demo-calendar';
import { demoEvent } from '../../lib/demo-event';
import { SAMPLE_CONTEXT } from '../../lib/testing/lead-context-sample';
import { BOOKED_AT, ID, sampleRequest } from '../test/sample-request';
import { storedRequest } from './booking';
import { appNames } from './lead-brief';
import { salesAlert, visitorConfirmation } from './messages';

const SALES = 'sales@homeos.example.com';
const request = sampleRequest;

/** The HTML's text, roughly as a mail client shows it. */
const htmlText = (html: string) =>
  html
    .replace(/<(title)>.*?<\/\1>/gs, '')
    .replace(/<\/?a\b[^>]*>/g, '') // a link is inline: no break around it
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the sales alert', () => {
  test('goes to SALES_EMAIL, with the visitor as Reply-To', () => {
    const alert = salesAlert(request(), BOOKED_AT, SALES);
    expect(alert).toMatchObject({ to: SALES, replyTo: 'asha@example.in', attachments: [] });
  });

  test('says who, when and how urgent in its subject, with the reference', () => {
    expect(salesAlert(request(), BOOKED_AT, SALES).subject).toBe(
      `Demo request: Asha Rao, Thursday 15/01/2026 at 2:00 PM IST, High urgency (Reference: ${ID})`,
    );
    expect(
      salesAlert(request({ preferredDate: null, preferredTime: null, urgency: 'normal' }), BOOKED_AT, SALES).subject,
    ).toBe(`Demo request: Asha Rao, no date chosen, Normal urgency (Reference: ${ID})`);
    // A day without a time is named as fully as with one.
    expect(salesAlert(request({ preferredTime: null }), BOOKED_AT, SALES).subject).toBe(
      `Demo request: Asha Rao, Thursday 15/01/2026, High urgency (Reference: ${ID})`,
    );
  });

  test('names the slot in its subject when only a time was chosen, as any day', () => {
    const { subject } = salesAlert(request({ preferredDate: null }), BOOKED_AT, SALES);
    expect(subject).toBe(`Demo request: Asha Rao, any day at 2:00 PM IST, High urgency (Reference: ${ID})`);
  });

  test('lists every field of the request, the date with its weekday as DD/MM/YYYY and the slot with IST', () => {
    const { text, html } = salesAlert(request(), BOOKED_AT, SALES);
    const fields = [
      ['Full Name', 'Asha Rao'],
      ['Email', 'asha@example.in'],
      ['Phone Number', '9876543210'],
      ['Preferred Date', 'Thursday 15/01/2026'],
      ['Preferred Time', '2:00 PM IST'],
      ['Urgency', 'High'],
    ];
    const description = 'A G+2 house on a 30x40 plot in Mysuru.';
    expect(text).toContain(`Reference: ${ID}\n${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}`);
    expect(text).toContain(`\nDescription:\n  ${description}\n`);
    expect(htmlText(html)).toContain(`Reference: ${ID}`);
    for (const [label, value] of [...fields, ['Description', description]]) {
      expect(htmlText(html)).toContain(`${label} ${value}`);
    }
  });

  test('links the address and the number, so that a tap writes or calls', () => {
    const { html } = salesAlert(request(), BOOKED_AT, SALES);
    expect(html).toContain('<a href="mailto:asha@example.in"');
    expect(html).toContain('<a href="tel:+919876543210"');
  });

  test('an address whose name part reads as a mailto query writes to that address only, not to a copy the visitor chose', () => {
    // The rules let `? & = %` through in the part before the @ (they are valid there).
    const email = 'x?cc=attacker%40evil.example&body=hi@gmail.com';
    const { html } = salesAlert(request({ email }), BOOKED_AT, SALES);
    const href = /<a href="(mailto:[^"]*)"/.exec(html)?.[1] ?? '';
    expect(href).toBe('mailto:x%3Fcc%3Dattacker%2540evil.example%26body%3Dhi@gmail.com');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(email);
  });

  test('says "Not chosen" for a date or time left out, and "(none)" for an empty description', () => {
    const { text } = salesAlert(
      request({ preferredDate: null, preferredTime: null, description: '' }),
      BOOKED_AT,
      SALES,
    );
    expect(text).toContain('Preferred Date: Not chosen\nPreferred Time: Not chosen');
    expect(text).toContain('Description:\n  (none)');
  });

  test('escapes what the visitor typed in its HTML', () => {
    const typed = request({ fullName: 'Asha <b>Rao</b>', description: '<script>x</script>' });
    const alert = salesAlert(typed, BOOKED_AT, SALES);
    expect(alert.html).not.toMatch(/<b>|<script>/);
    expect(alert.html).toContain('&lt;script&gt;');
    expect(alert.subject).toMatch(/^Demo request: Asha <b>Rao<\/b>, /);
  });

  test('keeps a name written around the form with line breaks, controls or direction overrides on one line', () => {
    // A line break in the name would forge lines such as "Bcc: x" or "Email: …"; U+202E reverses what follows.
    const typed = storedRequest(ID, { ...request(), id: undefined, fullName: 'Asha Rao\r\nBcc: x\u0000\u202Ey\t' });
    if (!typed) throw new Error('the stored request was not read');
    const alert = salesAlert(typed, BOOKED_AT, SALES);
    expect(alert.subject).toMatch(/^Demo request: Asha Rao Bcc: x y, /);
    expect(alert.text).not.toMatch(/^Bcc: x/m);
    expect(alert.html).not.toMatch(/Rao\s*[\r\n]/);
    expect(alert.text).toContain('Full Name: Asha Rao Bcc: x y\n');
  });

  test('leaves no encoded word in the subject, which mail clients would decode into a line break or an override', () => {
    // "=?utf-8?B?4oCuQXNoYQpCY2M6IHg=?=" is U+202E, "Asha", a line break and "Bcc: x", all in ASCII.
    const typed = storedRequest(ID, { ...request(), id: undefined, fullName: '=?utf-8?B?4oCuQXNoYQpCY2M6IHg=?= x' });
    if (!typed) throw new Error('the stored request was not read');
    expect(salesAlert(typed, BOOKED_AT, SALES).subject).not.toMatch(/=\?[^?]*\?[bq]\?/i);
  });

  test("keeps the visitor's lines in the description apart from the alert's own", () => {
    const description = 'Our plot.\nWhere this lead comes from\nSource: Google Ads';
    const { text } = salesAlert(request({ description }), BOOKED_AT, SALES);
    expect(text).toContain('Description:\n  Our plot.\n  Where this lead comes from\n  Source: Google Ads\n');
    expect(text).not.toMatch(/^(Where this lead comes from|Source:)/m);
  });
});

describe("the sales alert's brief of the lead", () => {
  test('follows the fields: the source in words, the pages, the button, the apps with their mode and the local time', () => {
    const { text, html } = salesAlert(request({ context: SAMPLE_CONTEXT }), BOOKED_AT, SALES);
    const lines = [
      'Source: Google Ads, campaign monsoon-2026, keyword brand_search|exact, ad Diwali Sale 2026, via www.example.org',
      'Landed on: /products-list',
      'Booked from: /all-apps',
      "Button: Book a demo of these, in the app picker's panel",
      'Apps to demo: Hub, Vault (Individual)',
      'Their local time: Thursday 15/01/2026 at 3:30 AM (America/New_York)',
    ];
    expect(text).toContain(
      `\n  A G+2 house on a 30x40 plot in Mysuru.\n\nWhere this lead comes from\n${lines.join('\n')}\n\nReply`,
    );
    expect(htmlText(html)).toContain(
      `Where this lead comes from ${lines.map((line) => line.replace(': ', ' ')).join(' ')} Reply`,
    );
  });

  test('is given for a context of a single line too', () => {
    const { text } = salesAlert(request({ context: { page: '/home' } }), BOOKED_AT, SALES);
    expect(text).toContain(`\n${leadBriefTexts.title}\n${leadBriefTexts.labels.page}: /home\n`);
  });

  test('is left out without a context', () => {
    const { text, html } = salesAlert(request(), BOOKED_AT, SALES);
    expect(text).not.toContain(leadBriefTexts.title);
    expect(html).not.toContain(leadBriefTexts.title);
  });

  test('escapes what it shows in its HTML', () => {
    // Written around the rules, such values are dropped (storedRequest); here they reach the builder.
    const { html } = salesAlert(request({ context: { landingPath: '/<b>x</b>', page: '/a&b' } }), BOOKED_AT, SALES);
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('/&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('/a&amp;b');
  });
});

describe("the visitor's confirmation", () => {
  test('goes to the address given, with the reference in its subject; replies go to the sales team', () => {
    const confirmation = visitorConfirmation(request(), BOOKED_AT, SALES);
    expect(confirmation.to).toBe('asha@example.in');
    expect(confirmation.replyTo).toBe(SALES);
    expect(confirmation.subject).toBe(`Your HomeOS demo request (Reference: ${ID})`);
  });

  test("carries the spec's success sentence word for word, the reference, when, what next, how to reach us and the privacy notice", () => {
    const { text, html } = visitorConfirmation(request(), BOOKED_AT, SALES);
    const parts = [
      'Hello,',
      saveMessages.saved,
      `Reference: ${ID}`,
      `You asked for Thursday 15/01/2026 at 2:00 PM IST, for ${DEMO_MINUTES} minutes.`,
      'The attached calendar file adds the time you asked for to your calendar, as tentative until our call confirms it.',
      'What happens next',
      'Someone from our team will call you on 9876543210 to confirm the demo.',
      'How to reach us',
      `Email: ${CONTACT.email}`,
      `Phone: ${CONTACT.phone}`,
      'The HomeOS team',
      `All deleted after ${RETENTION_DAYS} days. Questions or a grievance: ${GRIEVANCE_OFFICER.email}.`,
    ];
    for (const part of parts) {
      expect(text).toContain(part);
      expect(htmlText(html)).toContain(part);
    }
    // A tap writes or calls.
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [href, label]);
    expect(links).toEqual(
      expect.arrayContaining([
        [`mailto:${CONTACT.email}`, CONTACT.email],
        [CONTACT.phoneHref, CONTACT.phone],
        [`mailto:${GRIEVANCE_OFFICER.email}`, GRIEVANCE_OFFICER.email],
      ]),
    );
  });

  test('attaches the demo as an .ics file, the same file the page makes', () => {
    const { attachments } = visitorConfirmation(request(), BOOKED_AT, SALES);
    const event = demoEvent(request());
    expect(event).not.toBeNull();
    expect(attachments).toEqual([
      {
        filename: DEMO_CALENDAR_FILE_NAME,
        contentType: `${CALENDAR_MEDIA_TYPE}; charset=utf-8; method=PUBLISH`,
        content: event && demoCalendarFile(event, BOOKED_AT),
      },
    ]);
    expect(attachments[0]?.content).toContain('DTSTART:20260115T083000Z');
  });

  test.each([
    [
      { preferredTime: null },
      'You asked for Thursday 15/01/2026, with no time chosen: we will call you to agree a time.',
    ],
    [{ preferredDate: null }, 'You asked for 2:00 PM IST, with no date chosen: we will call you to agree a day.'],
    [
      { preferredDate: null, preferredTime: null },
      'You did not choose a date or a time: we will call you to agree one.',
    ],
  ])(
    'without a day and a time (%j) says the team will call to agree one, and attaches nothing',
    (missing, sentence) => {
      const { text, html, attachments } = visitorConfirmation(request(missing), BOOKED_AT, SALES);
      expect(text).toContain(sentence);
      expect(htmlText(html)).toContain(sentence);
      for (const part of [text, htmlText(html)]) expect(part).not.toContain(confirmationEmail.calendarNote);
      expect(attachments).toEqual([]);
    },
  );

  test("also gives the demo's time on the visitor's clock, when theirs reads differently", () => {
    const abroad = visitorConfirmation(request({ context: { timeZone: 'America/Los_Angeles' } }), BOOKED_AT, SALES);
    // Thursday 15/01/2026 at 2:00 PM IST is 12:30 AM that Thursday in California.
    const sentence = 'That is Thursday 15/01/2026 at 12:30 AM your time (America/Los_Angeles).';
    expect(abroad.text).toContain(`IST, for ${DEMO_MINUTES} minutes.\n${sentence}\n`);
    expect(htmlText(abroad.html)).toContain(sentence);
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', 'Not/A_Zone'])
      expect(visitorConfirmation(request({ context: { timeZone } }), BOOKED_AT, SALES).text).not.toContain(
        'your time (',
      );
  });

  test('names the apps the visitor picked, when there are any', () => {
    const picked = 'You would like to see: Hub, Vault.';
    const { text, html } = visitorConfirmation(request({ context: SAMPLE_CONTEXT }), BOOKED_AT, SALES);
    expect(text).toContain(`${confirmationEmail.calendarNote}\n\n${picked}\n`);
    expect(htmlText(html)).toContain(picked);
    expect(visitorConfirmation(request({ context: { utmSource: 'google' } }), BOOKED_AT, SALES).text).not.toContain(
      'You would like to see',
    );
  });

  test('names a single app picked', () => {
    const { text } = visitorConfirmation(request({ context: { apps: [APP_IDS.hub] } }), BOOKED_AT, SALES);
    expect(text).toContain(confirmationEmail.apps(appNames([APP_IDS.hub])));
  });

  test("carries none of the visitor's words: anybody can have it sent to any address", () => {
    const words = ['KYC pending: verify at bank-kyc.example', '<img src=x onerror=alert(1)>'];
    for (const fullName of words) {
      const { subject, text, html } = visitorConfirmation(
        request({ fullName, description: fullName }),
        BOOKED_AT,
        SALES,
      );
      for (const part of [subject, text, htmlText(html)]) expect(part).not.toContain(fullName);
      expect(html).not.toContain('<img');
    }
  });
});

describe('storedRequest', () => {
  const stored = { ...request(), id: undefined };

  test('reads a stored request, with its document id', () => {
    expect(storedRequest(ID, stored)).toEqual(request());
    expect(storedRequest(ID, { ...stored, preferredDate: null, preferredTime: null })).toMatchObject({
      preferredDate: null,
      preferredTime: null,
    });
  });

  test("reads the valid part of the lead's context, and none when nothing of it is valid", () => {
    expect(storedRequest(ID, { ...stored, context: SAMPLE_CONTEXT })).toEqual(request({ context: SAMPLE_CONTEXT }));
    expect(
      storedRequest(ID, { ...stored, context: { utmSource: 'google', utmMedium: '<b>', mode: 'business' } }),
    ).toEqual(request({ context: { utmSource: 'google' } }));
    for (const context of [{}, 'google', { page: 42 }]) {
      expect(storedRequest(ID, { ...stored, context })).toEqual(request());
    }
  });

  test('is null for anything else', () => {
    expect(storedRequest(ID, undefined)).toBeNull();
    // An id of somebody's words (written with admin rights: the rules refuse it) is not mailed.
    expect(storedRequest('Payment failed: verify at https://evil.example', stored)).toBeNull();
    expect(storedRequest(`${ID}x`, stored)).toBeNull();
    expect(storedRequest(ID, { ...stored, email: 'asha@example.in?cc=evil.example' })).toBeNull();
    expect(storedRequest(ID, { ...stored, email: 42 })).toBeNull();
    expect(storedRequest(ID, { ...stored, preferredDate: '15/01/2026' })).toBeNull();
    // A number no date is (Firestore stores NaN and Infinity): the messages and the post could not say it.
    expect(storedRequest(ID, { ...stored, preferredDate: Number.NaN })).toBeNull();
    expect(storedRequest(ID, { ...stored, preferredDate: Infinity })).toBeNull();
    expect(storedRequest(ID, { fullName: 'Asha Rao' })).toBeNull();
  });
});
