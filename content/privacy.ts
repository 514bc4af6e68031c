import { BRAND_NAME, CONTACT } from './site';

/**
 * How long a demo request is kept, in days. The Cloud Function stamps each booking with an
 * `expireAt` this far ahead and Firestore's TTL deletes it then; the notice and the page say so.
 */
export const RETENTION_DAYS = 180;

/** The grievance officer (Digital Personal Data Protection Act 2023): placeholders until appointed. */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Krishnan',
  title: 'Grievance Officer',
  email: 'privacy@homeos.example.com',
  phone: CONTACT.phone,
  phoneHref: CONTACT.phoneHref,
  address: CONTACT.address,
} as const;

/**
 * Beside Submit in the booking dialog: what (the form's fields and the lead's context,
 * lib/lead-context.ts), why, where it waits (the tab's session storage), how long, whom to write
 * to (the grievance officer's address, `GRIEVANCE_OFFICER.email`, follows `grievance`) and where
 * to read more.
 */
export const bookingPrivacyNotice = {
  text: `We use your name, email, phone and notes to arrange your demo. With them we keep how you reached us (campaign, referring site), the page and button you booked from, the apps you picked, and your time zone and language, held in the browser tab you book from and sent only with your booking (no cookie), to prepare the call and see which campaigns work. All deleted after ${RETENTION_DAYS} days.`,
  grievance: 'Questions or a grievance:',
  link: 'Privacy notice',
};

export interface PrivacySection {
  id: string;
  title: string;
  /** With a list, the first paragraph introduces it and the rest follow it. */
  paragraphs: string[];
  list?: string[];
}

export const privacyPage = {
  eyebrow: 'Privacy',
  title: 'Privacy notice',
  lead: `What ${BRAND_NAME} does with the details you give us when you book a demo, how long we keep them, and your rights under India's Digital Personal Data Protection Act, 2023.`,
  description: `How ${BRAND_NAME} uses the details of a demo request, keeps them for ${RETENTION_DAYS} days, and how to use your rights or raise a grievance.`,
  updated: 'Last updated: 24 November 2026',
  grievanceTitle: 'Grievance officer',
};

export const privacySections: PrivacySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      `${BRAND_NAME} ("we", "us") runs this website and the ${BRAND_NAME} platform for home owners. For the personal data described here we are the Data Fiduciary. You can reach us at ${CONTACT.email}, ${CONTACT.phone}, or ${CONTACT.address}.`,
    ],
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    paragraphs: [
      'This website collects personal data in one place only: the Schedule a Demo form. When you send it, we collect:',
      'We use your contact details, your choices and your notes only to arrange and hold your demo: to call or write to you about a time, to send you a confirmation, and to prepare for the call. We use how you reached us to learn which of our campaigns and links bring demo requests, and the apps you picked, your time zone and language to prepare a demo that fits you. We do not use your details to market to you, we do not sell them, and we do not build a profile of you. By sending the form you consent to this use; you can withdraw your consent at any time (see "Your rights").',
      'How you reached us, the pages and the apps you picked are held in this browser tab (its session storage, not a cookie); they leave your browser only with a booking you send, and the tab forgets them when you close it.',
      'The website sets no advertising or analytics cookies. If a page fails to load an icon or hits an error, we record the error (without anything you typed) to fix it.',
    ],
    list: [
      'your full name, email address and phone number;',
      'your preferred date and time for the demo, if you choose them;',
      'what you tell us about your home or project, and how urgent it is;',
      "how you reached us: the campaign tags of the link you came by (utm_source, utm_medium, utm_campaign, utm_term, utm_content, and Google's gclid) and the name of the site that sent you (not the page);",
      'the page you landed on, the page and button you booked from, and the apps you picked on the apps page, with their Business or Individual view;',
      'your time zone and language, as your browser reports them.',
    ],
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    paragraphs: [
      `Our sales team, who arrange your demo. The details are stored in Google Cloud Firestore, emails are sent through our mail provider, and a copy may go to the customer relationship management (CRM) service where our sales team keeps track of requests, each acting for us as a Data Processor under contract. We share your details with no one else, unless the law requires it.`,
    ],
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    paragraphs: [
      `A demo request, with how you reached us and what you picked, is deleted automatically ${RETENTION_DAYS} days after you send it, and its copy in our CRM on the same schedule. If you become a customer, the details you give the ${BRAND_NAME} platform are covered by its own terms.`,
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: ['Under the Digital Personal Data Protection Act, 2023, you can ask us:'],
    list: [
      'for a summary of the personal data we hold about you and what we do with it (access);',
      'to correct or complete it (correction);',
      'to delete it, and to withdraw your consent, before the end of the retention period (erasure);',
      'to nominate someone to use these rights for you if you cannot;',
      'to answer a complaint about how we handle your data (grievance redressal).',
    ],
  },
  {
    id: 'grievances',
    title: 'Questions and grievances',
    paragraphs: [
      'Write to our Grievance Officer (contact details on this page), from the email address you gave us or with your booking reference. We acknowledge every request within 7 days and answer within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    ],
  },
];
