import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is plain HTML in out/, served by Firebase Hosting (see firebase.json).
  output: 'export',
  // /home and /home.html rather than /home/index.html: Firebase Hosting's cleanUrls serves them as /home.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Not `experimental.inlineCss`: measured by `npm run bench`, it left the phones' LCP where it was
  // (1.25x the baseline either way) and added about 24 kB gzip of HTML to every page, uncached,
  // because Next repeats the styles in the page's data.
  // Always defined (empty when unset), so that a build without a DSN inlines "" and drops the
  // Sentry SDK entirely (lib/report-error.ts).
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '' },
};

export default nextConfig;
