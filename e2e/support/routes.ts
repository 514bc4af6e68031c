import { PAGE_PATHS, ROUTES } from '../../content/routes.mjs';

type PagePath = (typeof PAGE_PATHS)[number];

/** The spec's text of each page's one h1, word for word (a literal here, so a typo in content/ fails). */
const HEADINGS: Record<PagePath, string> = {
  [ROUTES.home]: 'The OS for Home Owners',
  [ROUTES.productsList]: 'Complete home-building ecosystem',
  [ROUTES.aboutUs]: 'Designing Life. Building Intelligence.',
  [ROUTES.allApps]: 'Choose your Apps',
  [ROUTES.team]: 'Meet Our Team - Creators. Designers. Problem Solvers.',
  [ROUTES.privacy]: 'Privacy notice',
};

/** Every page of the site (content/routes.mjs) with its heading. */
export const PAGES = PAGE_PATHS.map((path) => ({ path, heading: HEADINGS[path] }));

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
