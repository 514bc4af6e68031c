import escapeHtml from 'escape-html';

import { confirmationEmail, leadBriefTexts, preferredTimeTexts, salesAlertEmail } from '../../content/booking';
import { confirmationDetails } from '../../content/confirmation';
import { formatReference, saveMessages } from '../../content/demo';
import { BRAND_NAME } from '../../content/site';
import { CALENDAR_MEDIA_TYPE, DEMO_CALENDAR_FILE_NAME, demoCalendarFile } from '../../lib/demo-calendar';
import { demoEvent, describePreferredTime, localStart } from '../../lib/demo-event';
import { FIELD_LABELS, URGENCY_OPTIONS } from '../../lib/demo-fields';
import type { DemoRequest } from '../../lib/demo-schema';
import { appNames, leadBrief } from './lead-brief';

/**
 * The two emails of a booking, as plain text and simple HTML, from the stored request alone (and,
 * for the calendar file's stamp, the time the booking was made). The words are in content/booking.ts.
 */
export interface OutgoingMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

const urgencyLabel = (value: string) => URGENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;

/**
 * A whole HTML email: a narrow white card on a sand background, the brand on top, inline styles
 * only. A long word typed by the visitor (a name, an address) breaks rather than widen the card.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8f4ee;color:#13243a;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e4ddd3;border-radius:12px;padding:24px;overflow-wrap:anywhere;word-break:break-word">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#c2410c">${escapeHtml(BRAND_NAME)}</p>
${body}
</div>
</body>
</html>
`;
}

const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px${style}">${escapeHtml(text)}</p>`;
const heading = (text: string) => `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(text)}</h2>`;
const list = (items: readonly string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/**
 * A link that writes to `email`: the part before the @ may hold `? & = % #` (valid there), which
 * in a mailto link would start a query (`?cc=…&body=…`), so it is percent-encoded (RFC 6068).
 */
function mailtoOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}${email.slice(at)}`;
}

/** Label, value and, where a tap should call or write, a link. */
type Row = readonly [label: string, value: string, href?: string];

/** A row's value, as a link when it has one. */
const linked = ([, value, href]: Row) =>
  href ? `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(value)}</a>` : escapeHtml(value);

/**
 * Rows of labels and values, as the alert's HTML table, then a titled section of more: one table,
 * so that the values of both start at one edge. A value's lines each read in their own direction
 * (a description in Urdu from the right, one in English from the left).
 */
function table(rows: readonly Row[], more: { title: string; rows: readonly Row[] }): string {
  const row = (cells: Row) =>
    `<tr><th scope="row" style="padding:6px 12px 6px 0;text-align:left;vertical-align:top;white-space:nowrap;color:#556274;font-weight:600">${escapeHtml(cells[0])}</th>` +
    `<td dir="auto" style="padding:6px 0;white-space:pre-wrap;unicode-bidi:plaintext">${linked(cells)}</td></tr>`;
  const section =
    more.rows.length > 0
      ? [`<tr><td colspan="2" style="padding:0">${heading(more.title)}</td></tr>`, ...more.rows.map(row)]
      : [];
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">\n${[...rows.map(row), ...section].join('\n')}\n</table>\n`;
}

/**
 * The sales team's alert: every field, then the brief of where the lead came from and what they
 * picked (functions/src/lead-brief.ts) when there is one, with the visitor as Reply-To.
 */
export function salesAlert(request: DemoRequest, bookedAt: number, salesEmail: string): OutgoingMessage {
  const reference = formatReference(request.id);
  const when = describePreferredTime(request);
  const name = request.fullName; // on one line (storedRequest)
  // The number is Indian: +91.
  const fields: Row[] = [
    [FIELD_LABELS.fullName, name],
    [FIELD_LABELS.email, request.email, mailtoOf(request.email)],
    [FIELD_LABELS.phone, request.phone, `tel:+91${request.phone}`],
    [FIELD_LABELS.preferredDate, when.day ?? preferredTimeTexts.notChosen],
    [FIELD_LABELS.preferredTime, when.time ?? preferredTimeTexts.notChosen],
    [FIELD_LABELS.urgency, urgencyLabel(request.urgency)],
  ];
  const description = request.description || salesAlertEmail.noDescription;
  const brief = leadBrief(request, bookedAt);
  const subject = salesAlertEmail.subject(
    // An encoded word (`=?utf-8?B?…?=`, RFC 2047), which mail clients decode in a subject, could
    // bring back the line breaks and overrides the stored name is free of.
    name.replaceAll('=?', '= ?'),
    when.dateAndTime ?? when.day ?? (when.time ? salesAlertEmail.anyDayAt(when.time) : salesAlertEmail.noDateChosen),
    urgencyLabel(request.urgency),
    reference,
  );
  const text = [
    salesAlertEmail.intro,
    '',
    reference,
    ...fields.map(([label, value]) => `${label}: ${value}`),
    `${FIELD_LABELS.description}:`,
    // Indented: the visitor's lines must not pass for the alert's own, such as "Where this lead comes from".
    description.replace(/^/gm, '  '),
    '',
    ...(brief.length > 0 ? [leadBriefTexts.title, ...brief.map(([label, value]) => `${label}: ${value}`), ''] : []),
    salesAlertEmail.replyHint(name),
    '',
  ].join('\n');
  const html = page(
    subject,
    paragraph(salesAlertEmail.intro) +
      paragraph(reference, ';font-weight:700') +
      table([...fields, [FIELD_LABELS.description, description]], { title: leadBriefTexts.title, rows: brief }) +
      paragraph(salesAlertEmail.replyHint(name), ';color:#556274'),
  );
  return { to: salesEmail, replyTo: request.email, subject, text, html, attachments: [] };
}

/**
 * The visitor's confirmation: the spec's success sentence, the reference, when, the apps they
 * picked (if any), what next, how to reach us, what is done with their details (with the grievance
 * contact), and the .ics when a day and a time were chosen. Replies go to the sales team.
 */
export function visitorConfirmation(request: DemoRequest, bookedAt: number, salesEmail: string): OutgoingMessage {
  const reference = formatReference(request.id);
  const { asked } = describePreferredTime(request);
  const event = demoEvent(request);
  // The same moment on the visitor's clock, as the page said it, when that reads differently (a
  // valid zone only: localStart gives null for any other, so no typed words reach the email).
  const zone = request.context?.timeZone;
  const local = event && zone ? localStart(event.start, zone) : null;
  const yourTime = local && zone ? confirmationDetails.localTime(local, zone) : null;
  const apps = request.context?.apps;
  const picked = apps ? confirmationEmail.apps(appNames(apps)) : null;
  const nextSteps = confirmationEmail.nextSteps(request.phone);
  const subject = confirmationEmail.subject(reference);
  const [notice, officer] = confirmationEmail.privacy;
  const text = [
    confirmationEmail.greeting,
    '',
    saveMessages.saved,
    '',
    reference,
    '',
    asked,
    ...(yourTime ? [yourTime] : []),
    ...(event ? [confirmationEmail.calendarNote] : []),
    ...(picked ? ['', picked] : []),
    '',
    confirmationEmail.nextStepsTitle,
    ...nextSteps.map((step) => `- ${step}`),
    '',
    confirmationEmail.contactTitle,
    ...confirmationEmail.contact.map(([label, value]) => `${label}: ${value}`),
    '',
    confirmationEmail.signOff,
    '',
    `${notice} ${officer}.`,
    '',
  ].join('\n');
  const html = page(
    subject,
    paragraph(confirmationEmail.greeting) +
      paragraph(saveMessages.saved, ';font-weight:600') +
      `<p style="margin:0 0 16px;padding:12px 16px;background:#f8f4ee;border-radius:8px;font-size:18px;font-weight:700">${escapeHtml(reference)}</p>\n` +
      paragraph(asked) +
      (yourTime ? paragraph(yourTime) : '') +
      (event ? paragraph(confirmationEmail.calendarNote, ';color:#556274') : '') +
      (picked ? paragraph(picked) : '') +
      heading(confirmationEmail.nextStepsTitle) +
      list(nextSteps) +
      heading(confirmationEmail.contactTitle) +
      `<p style="margin:0 0 16px">${confirmationEmail.contact.map((row) => `${escapeHtml(row[0])}: ${linked(row)}`).join('<br>')}</p>\n` +
      paragraph(confirmationEmail.signOff) +
      `<p style="margin:24px 0 16px;font-size:13px;color:#556274">${escapeHtml(notice)} ${linked(['', officer, `mailto:${officer}`])}.</p>\n`,
  );
  const attachments = event
    ? [
        {
          filename: DEMO_CALENDAR_FILE_NAME,
          content: demoCalendarFile(event, bookedAt),
          contentType: `${CALENDAR_MEDIA_TYPE}; charset=utf-8; method=PUBLISH`,
        },
      ]
    : [];
  // It asks the visitor to reply to change or cancel: the reply goes to the sales team.
  return { to: request.email, replyTo: salesEmail, subject, text, html, attachments };
}
