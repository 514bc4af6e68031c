import type { Metadata } from 'next';

import { BRAND_NAME, SOCIAL_CARD_ALT } from '@/content/site';

interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's clean path, for example `/about-us`. */
  path: string;
}

/**
 * Title, description, canonical URL and Open Graph tags for one page. The URLs are made absolute
 * with the root layout's `metadataBase`; Open Graph and Twitter take the title (with its template)
 * and the description from the page's own.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: BRAND_NAME,
      locale: 'en_IN',
      url: path,
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: SOCIAL_CARD_ALT }],
    },
    twitter: { card: 'summary_large_image' },
  };
}
