import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is plain HTML in out/, served by Firebase Hosting (see firebase.json).
  output: 'export',
  // /home and /home.html rather than /home/index.html: Firebase Hosting's cleanUrls serves them as /home.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Not set: `experimental.inlineCss`. Measured by `npm run bench`, it left the phones' LCP where
  // it was (1.25x the baseline either way) and added about 24 kB gzip of HTML to every page,
  // uncached, because Next repeats the styles in the page's data.
};

export default nextConfig;
