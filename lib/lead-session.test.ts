import { LEAD_TEXT_FIELDS, cleanLeadContext } from './lead-context';
import { landingContext } from './lead-session';
import { SAMPLE_CONTEXT } from './testing/lead-context-sample';

/** What a booking keeps of a landing (lib/demo-schema.ts cleans the context it is given). */
const kept = (href: string, referrer: string) => cleanLeadContext(landingContext(href, referrer));

describe('landingContext, as a booking keeps it', () => {
  test('reads the campaign tags, the gclid, the landing path and the referring host', () => {
    const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, gclid, referrer, landingPath } = SAMPLE_CONTEXT;
    expect(
      kept(
        'https://homeos.in/products-list?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-2026&utm_term=brand_search%7Cexact&utm_content=Diwali+Sale+2026&gclid=Cj0KCQjw-ABC_123#top',
        'https://www.example.org/some/article?id=7',
      ),
    ).toEqual({
      utmSource,
      utmMedium,
      utmCampaign,
      utmTerm,
      utmContent,
      gclid,
      referrer,
      landingPath,
    });
  });

  test('no tags and no referrer: the landing path alone', () => {
    expect(kept('https://homeos.in/home', '')).toEqual({ landingPath: '/home' });
  });

  test('a referrer on the same host is no referrer', () => {
    expect(kept('https://homeos.in/home', 'https://homeos.in/about-us')).toEqual({ landingPath: '/home' });
  });

  test('drops invalid and over-long tags whole, and spaces around a tag', () => {
    const long = 'a'.repeat(LEAD_TEXT_FIELDS.utmCampaign.max + 1);
    expect(
      kept(
        `https://homeos.in/home?utm_source=%20google%20&utm_medium=%3Cb%3E&utm_campaign=${long}&utm_term=&gclid=x%27y`,
        'not a url',
      ),
    ).toEqual({ utmSource: 'google', landingPath: '/home' });
  });

  test('an internationalized referrer is kept as its ASCII host, a path with a quote is dropped', () => {
    expect(kept("https://homeos.in/it's", 'https://bücher.example/')).toEqual({
      referrer: 'xn--bcher-kva.example',
    });
  });

  test('an address that is not a URL gives nothing', () => {
    expect(kept('', 'https://example.org/')).toBeUndefined();
  });
});
