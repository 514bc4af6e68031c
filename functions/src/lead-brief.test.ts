import { leadBriefTexts } from '../../content/booking';
import { APP_IDS } from '../../content/catalogue';
import { closingCta, hero } from '../../content/home';
import type { DemoRequest } from '../../lib/demo-schema';
import type { LeadContext } from '../../lib/lead-context';
import { SAMPLE_CONTEXT } from '../../lib/testing/lead-context-sample';
import { BOOKED_AT, sampleRequest } from '../test/sample-request';
import { appNames, languageOf, leadBrief, sourceOf } from './lead-brief';

const booking = (context?: LeadContext, overrides: Partial<DemoRequest> = {}) =>
  sampleRequest({ ...(context && { context }), ...overrides });

describe('sourceOf', () => {
  test.each<[LeadContext, string]>([
    [{ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'monsoon-2026' }, 'Google Ads, campaign monsoon-2026'],
    [{ gclid: 'Cj0KCQjw', utmCampaign: 'monsoon-2026' }, 'Google Ads, campaign monsoon-2026'],
    [{ utmSource: 'google', gclid: 'Cj0KCQjw', utmCampaign: 'test' }, 'Google Ads, campaign test'],
    [{ utmSource: 'google', utmMedium: 'organic', gclid: 'Cj0KCQjw' }, 'Google (organic)'],
    [{ utmSource: 'google' }, 'Google'],
    [{ utmSource: 'Facebook', utmMedium: 'paid_social' }, 'Facebook Ads'],
    [
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'Diwali Sale 2026' },
      'newsletter (email), campaign Diwali Sale 2026',
    ],
    [{ utmSource: 'ig' }, 'Instagram'],
    [{ utmSource: 'constructor', utmMedium: 'cpc' }, 'constructor Ads'],
    [{ utmSource: '__proto__' }, '__proto__'],
    [
      {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmTerm: 'brand_search|exact',
        utmContent: 'banner-a',
        referrer: 'www.google.com',
      },
      'Google Ads, keyword brand_search|exact, ad banner-a, via www.google.com',
    ],
    [{ utmCampaign: 'monsoon-2026', utmMedium: 'qr' }, 'Tagged link (qr), campaign monsoon-2026'],
    [{ utmCampaign: 'monsoon-2026', utmMedium: 'cpc' }, 'Tagged link (cpc), campaign monsoon-2026'],
    [{ referrer: 'example.org', landingPath: '/home' }, 'Referral from example.org'],
    [{ landingPath: '/home' }, 'Direct'],
  ])('%j reads "%s"', (context, words) => {
    expect(sourceOf(context)).toBe(words);
  });

  test('reads a gclid alone, as Google auto-tagging leaves it, as Google Ads', () => {
    expect(sourceOf({ gclid: 'Cj0KCQjw', landingPath: '/home' })).toBe(leadBriefTexts.googleAds);
  });

  // Examples of how tagging guides write a paid click, besides cpc.
  test.each(['ppc', 'paidsearch', 'display'])('reads google with the medium %s as Google Ads', (utmMedium) => {
    expect(sourceOf({ utmSource: 'google', utmMedium })).toBe(leadBriefTexts.googleAds);
  });

  test('reads a paid medium in any case', () => {
    expect(sourceOf({ utmSource: 'google', utmMedium: 'CPC' })).toBe(
      sourceOf({ utmSource: 'google', utmMedium: 'cpc' }),
    );
  });

  test('says nothing when the landing was not recorded: without it, "Direct" would be a guess', () => {
    expect(sourceOf({ page: '/home', button: 'hero' })).toBeNull();
  });
});

describe('appNames', () => {
  test('names the apps as the catalogue does, in the order picked', () => {
    expect(appNames([APP_IDS.vault, APP_IDS.hub, APP_IDS.progressReport])).toBe('Vault, Hub, Progress Report');
  });
});

describe('leadBrief', () => {
  test('gives a line for each thing known, in words', () => {
    expect(leadBrief(booking(SAMPLE_CONTEXT), BOOKED_AT)).toEqual([
      [
        'Source',
        'Google Ads, campaign monsoon-2026, keyword brand_search|exact, ad Diwali Sale 2026, via www.example.org',
      ],
      ['Landed on', '/products-list'],
      ['Booked from', '/all-apps'],
      ['Button', "Book a demo of these, in the app picker's panel"],
      ['Apps to demo', 'Hub, Vault (Individual)'],
      // 2:00 PM IST on Thursday 15 January is 3:30 AM in New York.
      ['Their local time', 'Thursday 15/01/2026 at 3:30 AM (America/New_York)'],
    ]);
  });

  test('names the home page buttons by their labels', () => {
    expect(leadBriefTexts.buttons.hero).toContain(hero.scheduleDemo);
    expect(leadBriefTexts.buttons.closing).toContain(closingCta.button);
    expect(leadBrief(booking({ button: 'closing' }), BOOKED_AT)).toEqual([['Button', leadBriefTexts.buttons.closing]]);
  });

  test('has no line for what is missing, and none at all without a context', () => {
    expect(leadBrief(booking(), BOOKED_AT)).toEqual([]);
    expect(leadBrief(booking({ apps: [APP_IDS.taskManagement] }), BOOKED_AT)).toEqual([
      ['Apps to demo', 'Task Management'],
    ]);
  });

  test("gives the visitor's local time only for a chosen day and time, in a zone whose clock differs from India's", () => {
    const zone = (timeZone: string, overrides: Partial<DemoRequest> = {}) =>
      leadBrief(booking({ timeZone }, overrides), BOOKED_AT).find(([label]) => label === 'Their local time')?.[1];
    expect(zone('Europe/London')).toBe('Thursday 15/01/2026 at 8:30 AM (Europe/London)');
    expect(zone('Pacific/Kiritimati')).toBe('Thursday 15/01/2026 at 10:30 PM (Pacific/Kiritimati)');
    for (const india of ['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Colombo']) expect(zone(india)).toBeUndefined();
    expect(zone('Mars/Olympus_Mons')).toBeUndefined();
    expect(zone('Europe/London', { preferredTime: null })).toBeUndefined();
    expect(zone('Europe/London', { preferredDate: null })).toBeUndefined();
  });

  test("names the visitor's time zone when no day and time give their local time, and it is not India's", () => {
    const line = (timeZone: string, overrides: Partial<DemoRequest>) =>
      leadBrief(booking({ timeZone }, overrides), BOOKED_AT).find(([label]) => label === 'Their time zone')?.[1];
    // A time asked for with no day (9:00 AM IST is 3:30 AM in London), a day alone, or neither: sales call them.
    expect(line('Europe/London', { preferredDate: null })).toBe('Europe/London');
    expect(line('America/New_York', { preferredDate: null, preferredTime: null })).toBe('America/New_York');
    for (const india of ['Asia/Kolkata', 'Asia/Calcutta', 'Asia/Colombo'])
      expect(line(india, { preferredDate: null })).toBeUndefined();
    expect(line('Mars/Olympus_Mons', { preferredDate: null })).toBeUndefined();
    // With a day and a time, "Their local time" says it, zone and all.
    expect(line('Europe/London', {})).toBeUndefined();
  });

  test("names the browser's language when it is not English", () => {
    expect(leadBrief(booking({ language: 'hi-IN' }), BOOKED_AT)).toEqual([['Their language', 'Hindi (India)']]);
    expect(languageOf('ta')).toBe('Tamil');
    for (const none of ['en', 'en-IN', 'EN-us', 'eng', 'und', undefined]) expect(languageOf(none)).toBeNull();
    expect(languageOf('qqq')).toBe('qqq'); // no name known
    expect(languageOf('hi-a')).toBe('hi-a'); // well-formed for the rules, not for Intl
  });
});
