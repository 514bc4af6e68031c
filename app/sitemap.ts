import type { MetadataRoute } from 'next';

import { SITE_URL } from '@/content/site';

export const dynamic = 'force-static';

const ROUTES = ['/home', '/products-list', '/all-apps', '/about-us', '/team'];

export default function sitemap(): MetadataRoute.Sitemap {
  return ROUTES.map((route) => ({
    url: `${SITE_URL}${route}`,
    changeFrequency: 'monthly',
    priority: route === '/home' ? 1 : 0.7,
  }));
}
