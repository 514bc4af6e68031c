import type { MetadataRoute } from 'next';

import { PAGE_PATHS, ROUTES } from '@/content/routes.mjs';
import { SITE_URL } from '@/content/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGE_PATHS.map((path) => ({
    url: `${SITE_URL}${path}`,
    changeFrequency: 'monthly',
    priority: path === ROUTES.home ? 1 : 0.7,
  }));
}
