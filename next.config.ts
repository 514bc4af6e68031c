import { createHash } from 'node:crypto';

import type { NextConfig } from 'next';

import { EMULATOR_HOST } from './lib/env.mjs';
import { layOutIconSprite } from './lib/icon-sprite.mjs';

const iconSprite = layOutIconSprite().svg;

const nextConfig: NextConfig = {
  // Every page is plain HTML in out/, served by Firebase Hosting (see firebase.json).
  output: 'export',
  // /home and /home.html rather than /home/index.html: Firebase Hosting's cleanUrls serves them as /home.
  trailingSlash: false,
  reactStrictMode: true,
  // Only emulator builds show the preview banner (components/page-frame.tsx): the others ship none of its code.
  turbopack: EMULATOR_HOST
    ? {}
    : { resolveAlias: { '@/components/preview-banner': './components/no-preview-banner.ts' } },
  // The icon sprite's URL carries its content hash (lib/icon-name.ts, ICON_SPRITE_PATH).
  env: { ICON_SPRITE_VERSION: createHash('sha256').update(iconSprite).digest('hex').slice(0, 12) },
  // Not set: `experimental.inlineCss`. Measured by `npm run bench` (variant site-inline-css), it
  // does not bring the phones' LCP within budget without the post-build script loading, and adds
  // about 24 kB gzip of HTML to every page, uncached, because Next repeats the styles in the page's data.
};

export default nextConfig;
