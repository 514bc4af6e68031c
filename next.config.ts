import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is plain HTML in out/, served by Firebase Hosting (see firebase.json).
  output: 'export',
  // /home and /home.html rather than /home/index.html: Firebase Hosting's cleanUrls serves them as /home.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
