import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is plain HTML in out/, served by Firebase Hosting (see firebase.json).
  output: 'export',
  // /home and /home.html rather than /home/index.html: Firebase Hosting's cleanUrls serves them as /home.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet (about 6 kB gzip) goes into each page's <style>: no render-blocking request
  // before the first paint. Measured by `npm run bench` (docs/performance.md).
  experimental: { inlineCss: true },
  // Always defined (empty when unset), so that a build without a DSN inlines "" and drops the
  // Sentry SDK entirely (lib/report-error.ts).
  env: { NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '' },
};

export default nextConfig;
