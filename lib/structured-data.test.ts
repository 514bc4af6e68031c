import { BRAND_NAME, CONTACT, TAGLINE } from '@/content/site';

import { SITE_URL } from './env.mjs';

import { homeStructuredData, jsonLdText } from './structured-data';

describe('homeStructuredData', () => {
  const [organization, website] = homeStructuredData()['@graph'];

  it('describes the company from content/site.ts', () => {
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: BRAND_NAME,
      url: SITE_URL,
      email: CONTACT.email,
      telephone: CONTACT.phone,
    });
  });

  it('gives the office with its city, state and PIN in their own properties', () => {
    expect(organization?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4th Floor, 80 Feet Road, Indiranagar',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560038',
      addressCountry: 'IN',
    });
    // The same office as the one line the pages show.
    const { streetAddress, addressLocality, postalCode } = organization?.address ?? {};
    expect(CONTACT.address).toBe(`${streetAddress}, ${addressLocality} ${postalCode}`);
  });

  it('describes the site, published by that company', () => {
    expect(website).toMatchObject({ '@type': 'WebSite', name: BRAND_NAME, url: SITE_URL, description: TAGLINE });
    expect(website?.publisher).toEqual({ '@id': organization?.['@id'] });
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
