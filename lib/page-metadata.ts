import type { Metadata } from 'next';

import { BRAND_NAME, SOCIAL_CARD_ALT } from '@/content/site';

import { SITE_URL } from './env.mjs';

interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's clean path, for example `/about-us`. */
  path: string;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const url = `${SITE_URL}${path}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: BRAND_NAME,
      locale: 'en_IN',
      url,
      title: `${title} | ${BRAND_NAME}`,
      description,
      images: [{ url: `${SITE_URL}/og-image.png`, width: 1200, height: 630, alt: SOCIAL_CARD_ALT }],
    },
    twitter: { card: 'summary_large_image' },
  };
}
