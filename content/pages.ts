import { BRAND_NAME } from './site';

/** Titles and descriptions of the inner pages (each page's own copy lives beside it in content/). */
export const productsPage = {
  modeGroupLabel: 'Show products for',
  tryForFree: 'Try For Free',
  eyebrow: 'Products',
  title: 'Complete home-building ecosystem',
  lead: "Tools for every phase of your home, from the first survey to the residents' association. Start with the ones you need today.",
  description:
    'Design, construction and facility management products for home owners and businesses in India, grouped by phase.',
};

export const allAppsPage = {
  eyebrow: 'Try For Free',
  title: 'Choose your Apps',
  lead: 'Select the apps you want to try. You can add the rest at any time.',
  description: `Pick the ${BRAND_NAME} apps you want to try for free: Hub, Progress Report, Task Management and Vault.`,
  /** Without JavaScript the picks cannot go to the trial: said in the panel, with a way to start anyway. */
  noScript:
    'JavaScript is off in your browser, so the trial cannot open with the apps you pick here. Turn it on to continue with them, or start now:',
  noScriptLink: 'Register Now',
  /** When the page's code could not load (lib/code-mark.mjs). */
  codeFailed:
    'This page did not load completely, so your apps cannot go to the trial from here. Reload the page to try again, or start now:',
};

export const aboutPage = {
  title: 'About us',
  eyebrow: 'About us',
  storyTitle: 'Our story',
  missionLabel: 'Mission and vision',
  whatWeDo: { eyebrow: 'What We Do', title: 'Design, Build, Manage' },
  journeyTitle: 'Our journey',
  description:
    'Our story from an architecture collective in Bengaluru to a platform for designing, building and managing homes in India.',
};

export const teamPage = {
  metaTitle: 'Our team: architects, engineers and designers',
  eyebrow: 'Our people',
  title: 'Meet Our Team - Creators. Designers. Problem Solvers.',
  lead: 'Architects, engineers and designers who have built homes and the software to run them.',
  description: `Meet the architects, engineers and designers behind ${BRAND_NAME}: people who have built homes in India, and the software to design, build and manage them.`,
  managementTitle: 'Management',
  staffTitle: 'The people who build it',
  careers: {
    title: 'Join the team',
    text: 'We hire architects, engineers and designers who care about homes. Write to us with what you have built.',
    /** The mail link's label, before the address, and the subject it starts the email with. */
    writeTo: 'Write to',
    subject: 'Careers',
  },
};

/** The exported `/` page, for static servers that do not redirect it (Firebase Hosting does). */
export const rootRedirectPage = {
  title: 'Redirecting to the home page',
  link: 'Continue to the home page',
};

export const notFoundPage = {
  title: 'Page not found',
  lead: 'The page you were looking for has moved or never existed.',
  home: 'Go to the home page',
};
