import { BRAND_NAME, CONTACT, TAGLINE } from '@/content/site';

import { SITE_URL } from './env.mjs';

/** The home page's JSON-LD: the company (Organization) and the site (WebSite), linked by @id. */
export function homeStructuredData() {
  const organization = `${SITE_URL}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: BRAND_NAME,
        url: SITE_URL,
        logo: `${SITE_URL}/icon.png`,
        slogan: TAGLINE,
        email: CONTACT.email,
        telephone: CONTACT.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: CONTACT.office.street,
          addressLocality: CONTACT.office.city,
          addressRegion: CONTACT.office.state,
          postalCode: CONTACT.office.pin,
          addressCountry: 'IN',
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${SITE_URL}/#website`,
        name: BRAND_NAME,
        url: SITE_URL,
        description: TAGLINE,
        inLanguage: 'en-IN',
        publisher: { '@id': organization },
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
