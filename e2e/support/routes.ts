/** Every public route with the text of its one h1. */
export const ROUTES = [
  { path: '/home', heading: 'The OS for Home Owners' },
  { path: '/products-list', heading: 'Complete home-building ecosystem' },
  { path: '/about-us', heading: 'Designing Life. Building Intelligence.' },
  { path: '/all-apps', heading: 'Choose your Apps' },
  { path: '/team', heading: 'Meet Our Team - Creators. Designers. Problem Solvers.' },
] as const;

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;
