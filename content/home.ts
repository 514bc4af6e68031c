import { BRAND_NAME, TAGLINE } from './site';
import { ROUTES } from './routes.mjs';

export const hero = {
  eyebrow: 'Design · Build · Manage',
  title: TAGLINE,
  lead: 'Plan your home with your architect, follow every rupee and every brick while it is built, and run it with your neighbours once you move in. One platform, for owners and the businesses that serve them.',
  scheduleDemo: 'Schedule a Demo',
  register: 'Register Now',
  highlights: ['Made for homes in India', 'Owners, architects and contractors on one page', 'Records kept for life'],
};

export const homePage = {
  title: 'Design, build and manage your home',
  description:
    'The OS for Home Owners in India: design and drawings, construction management and facility management in one platform. Book a free demo.',
};

export const servicesIntro = {
  eyebrow: 'Services',
  /** Names the Design / Build / Manage tabs for screen readers. */
  tabsLabel: 'Phases',
  title: 'Everything your home needs, phase by phase',
  lead: 'Pick a phase to see the tools that come with it.',
};

export const whyIntro = {
  eyebrow: `Why ${BRAND_NAME}`,
  title: 'Building a home should not feel like guesswork',
};

export const aboutBlurb = {
  eyebrow: 'About us',
  title: 'Architects and engineers who build software',
  text: 'We began as an architecture collective in Bengaluru in 2023. Watching owners struggle with lost drawings and unclear bills, we built the tools we wished our clients had, and in 2025 joined them into one platform.',
  link: { label: 'Read our story', href: ROUTES.aboutUs },
};

export const resources = {
  title: 'Resources',
  /** Around the mail link ("Write to us", to CONTACT.email with `subject`). */
  textBefore: 'Documentation, the API reference, the community forum and the blog are being written.',
  writeToUs: 'Write to us',
  textAfter: 'and we will send them to you as soon as they are published.',
  subject: 'Resources',
  items: ['Documentation', 'API', 'Community', 'Blog'],
};

export const closingCta = {
  title: `See your home on ${BRAND_NAME}`,
  text: 'Book a 30-minute walkthrough with our team. We will show you the tools for the phase you are in, on a project like yours.',
  button: 'Schedule Demo',
  contactTitle: 'Contact us',
};
