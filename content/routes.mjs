// The site's pages, in one place: the sitemap, the pages' metadata and links, the browser tests
// and the benchmark all read this list. Plain JavaScript data, so that the Node scripts
// (scripts/*.mjs) import it as it is, and TypeScript reads its types from the JSDoc.

/** The path of each page. */
export const ROUTES = /** @type {const} */ ({
  home: '/home',
  productsList: '/products-list',
  aboutUs: '/about-us',
  allApps: '/all-apps',
  team: '/team',
  privacy: '/privacy',
});

/**
 * Every page's path, in the spec's order (home, products-list, about-us, all-apps, team), then the
 * privacy notice (DECISIONS "After a booking").
 * The empty path only redirects to /home, and the 404 page is no route of its own.
 * @type {readonly (typeof ROUTES)[keyof typeof ROUTES][]}
 */
export const PAGE_PATHS = Object.values(ROUTES);
