import type { DemoButton } from '../lib/lead-context';
import { appPickerText } from './app-picker';
import { GRIEVANCE_OFFICER, bookingPrivacyNotice } from './privacy';
import { BRAND_NAME, CONTACT } from './site';

/**
 * The words about a booking after it is saved: the demo as a calendar event, the visitor's
 * confirmation email and the sales team's alert. The site and the function (functions/) both use
 * them; the function puts the emails together in functions/src/messages.ts. Everything that
 * varies (a date, a name) is a parameter.
 */

/** How long a demo lasts (the dialog promises a 30-minute walkthrough). */
export const DEMO_MINUTES = 30;

/** The demo as a calendar event, in the .ics file of the email and of the page. */
export const demoEventTexts = {
  title: `${BRAND_NAME} demo`,
  description: (reference: string) =>
    `A free ${DEMO_MINUTES}-minute walkthrough of ${BRAND_NAME} with our team.\n${reference}\n` +
    `To change the time, call ${CONTACT.phone} or write to ${CONTACT.email}.`,
};

/** The visitor's preferred date and time, as both emails and the page say them. */
export const preferredTimeTexts = {
  /** e.g. "Thursday 15/01/2026 at 2:00 PM IST" */
  dateAndTime: (day: string, time: string) => `${day} at ${time}`,
  notChosen: 'Not chosen',
};

export const confirmationEmail = {
  subject: (reference: string) => `Your ${BRAND_NAME} demo request (${reference})`,
  /**
   * Without the name: the address is not verified, so the confirmation carries none of the words
   * typed into a form anybody can fill (a name such as "verify your bank at …" to any inbox).
   */
  greeting: 'Hello,',
  /** What the visitor asked for, by what they chose: both a date and a time, one of them, or neither. */
  when: {
    dateAndTime: (when: string) => `You asked for ${when}, for ${DEMO_MINUTES} minutes.`,
    dateOnly: (date: string) => `You asked for ${date}, with no time chosen: we will call you to agree a time.`,
    timeOnly: (time: string) => `You asked for ${time}, with no date chosen: we will call you to agree a day.`,
    neither: 'You did not choose a date or a time: we will call you to agree one.',
  },
  calendarNote:
    'The attached calendar file adds the time you asked for to your calendar, as tentative until our call confirms it.',
  /** When the visitor picked apps on /all-apps: their names, joined. */
  apps: (names: string) => `You would like to see: ${names}.`,
  nextStepsTitle: 'What happens next',
  nextSteps: (phone: string) => [
    `Someone from our team will call you on ${phone} to confirm the demo.`,
    `The demo is a free ${DEMO_MINUTES}-minute walkthrough of ${BRAND_NAME}: designing, building and managing your home in one place.`,
    'To change or cancel it, reply to this email or call us, and quote your reference.',
  ],
  contactTitle: 'How to reach us',
  /** Label, value and the link a tap follows. */
  contact: [
    ['Email', CONTACT.email, `mailto:${CONTACT.email}`],
    ['Phone', CONTACT.phone, CONTACT.phoneHref],
    ['Address', CONTACT.address],
  ] as const,
  signOff: `The ${BRAND_NAME} team`,
  /** After the sign-off: the notice beside Submit, word for word, where the visitor keeps it, and whom to write to. */
  privacy: [`${bookingPrivacyNotice.text} ${bookingPrivacyNotice.grievance}`, GRIEVANCE_OFFICER.email] as const,
};

export const salesAlertEmail = {
  subject: (fullName: string, when: string, urgency: string, reference: string) =>
    `Demo request: ${fullName}, ${when}, ${urgency} urgency (${reference})`,
  noDateChosen: 'no date chosen',
  /** A time without a day: alone, the time would read as today's. */
  anyDayAt: (time: string) => `any day at ${time}`,
  intro: 'A demo request came in from the website.',
  noDescription: '(none)',
  replyHint: (fullName: string) => `Reply to this email to write to ${fullName}.`,
};

/**
 * The brief below the alert's fields: where the lead came from and what they picked, one line for
 * each thing known (functions/src/lead-brief.ts puts it together; docs/booking-emails.md).
 */
export const leadBriefTexts = {
  title: 'Where this lead comes from',
  labels: {
    source: 'Source',
    landingPath: 'Landed on',
    page: 'Booked from',
    button: 'Button',
    apps: 'Apps to demo',
    localTime: 'Their local time',
    timeZone: 'Their time zone',
    language: 'Their language',
  },
  /** Landed with no campaign tags and no referring site. */
  direct: 'Direct',
  /** A gclid with no utm_source: Google's auto-tagging. */
  googleAds: 'Google Ads',
  /** Campaign tags without utm_source. */
  taggedLink: 'Tagged link',
  referral: (host: string) => `Referral from ${host}`,
  via: (host: string) => `via ${host}`,
  campaign: (name: string) => `campaign ${name}`,
  term: (term: string) => `keyword ${term}`,
  content: (content: string) => `ad ${content}`,
  ads: (source: string) => `${source} Ads`,
  withMedium: (source: string, medium: string) => `${source} (${medium})`,
  /** utm_source values as campaigns write them (lowercase), and the names people know. */
  sources: {
    google: 'Google',
    bing: 'Bing',
    facebook: 'Facebook',
    fb: 'Facebook',
    instagram: 'Instagram',
    ig: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    twitter: 'X',
    x: 'X',
    whatsapp: 'WhatsApp',
  } as Partial<Record<string, string>>,
  /** The buttons that open the dialog, by their own words (content/home.ts, content/app-picker.ts). */
  buttons: {
    hero: "Schedule a Demo, in the home page's hero",
    closing: 'Schedule Demo, at the end of the home page',
    apps: `${appPickerText.bookDemo}, in the app picker's panel`,
  } satisfies Record<DemoButton, string>,
  appsInMode: (apps: string, mode: string) => `${apps} (${mode})`,
  localTime: (time: string, zone: string) => `${time} (${zone})`,
};
