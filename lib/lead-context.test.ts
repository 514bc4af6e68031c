import { APP_IDS } from '@/content/catalogue';

import { LEAD_TEXT_FIELDS, cleanLeadContext } from './lead-context';
import { SAMPLE_CONTEXT } from './testing/lead-context-sample';

describe('cleanLeadContext', () => {
  test('keeps a whole valid context as it is', () => {
    expect(cleanLeadContext(SAMPLE_CONTEXT)).toEqual(SAMPLE_CONTEXT);
    const far = { timeZone: 'America/Argentina/Buenos_Aires', language: 'zh-Hant-TW' };
    expect(cleanLeadContext(far)).toEqual(far);
    expect(cleanLeadContext({ timeZone: 'Etc/GMT+5', language: 'en' })).toEqual({
      timeZone: 'Etc/GMT+5',
      language: 'en',
    });
  });

  test('is undefined for nothing, for what is not a map, and when nothing valid is left', () => {
    for (const raw of [undefined, null, 'google', 42, [], [SAMPLE_CONTEXT], {}, { unknown: 'x' }, { utmSource: '' }]) {
      expect(cleanLeadContext(raw)).toBeUndefined();
    }
  });

  test('drops unknown keys and invalid values, and keeps the rest', () => {
    expect(
      cleanLeadContext({
        utmSource: 'google',
        utmCampaign: 'monsoon<script>',
        utmTerm: "mother's day",
        utmContent: 'say "hi"',
        gclid: 42,
        referrer: 'https://example.org/path',
        landingPath: 'products-list',
        page: ['/home'],
        button: 'footer',
        timeZone: 'Asia/Kolkata',
        fullName: 'Asha Rao',
      }),
    ).toEqual({ utmSource: 'google', timeZone: 'Asia/Kolkata' });
  });

  test('refuses control characters, spaces at either end and line breaks', () => {
    for (const value of ['monsoon\u00002026', 'monsoon\t2026', ' monsoon', 'monsoon ', 'a\nb', 'a\u200bb', 'ā']) {
      expect(cleanLeadContext({ utmCampaign: value })).toBeUndefined();
    }
    expect(cleanLeadContext({ utmCampaign: 'Diwali  Sale' })).toEqual({ utmCampaign: 'Diwali  Sale' });
  });

  test('drops a referring host in capitals (URL.hostname writes none) and a one-letter language', () => {
    for (const raw of [{ referrer: 'Example.org' }, { language: 'e' }]) expect(cleanLeadContext(raw)).toBeUndefined();
  });

  test('takes each value up to its cap, and drops a longer one whole', () => {
    for (const [key, { max }] of Object.entries(LEAD_TEXT_FIELDS)) {
      const start = { landingPath: '/', page: '/', language: 'en-' }[key] ?? '';
      const fits = (start + 'abcdefgh-'.repeat(30)).slice(0, max - 1) + 'a';
      expect(cleanLeadContext({ [key]: fits })).toEqual({ [key]: fits });
      expect(cleanLeadContext({ [key]: `${fits}a` })).toBeUndefined();
    }
  });

  test('takes 1 to 4 known, distinct apps, and the mode only beside them', () => {
    const all = Object.values(APP_IDS);
    expect(cleanLeadContext({ apps: all, mode: 'business' })).toEqual({ apps: all, mode: 'business' });
    expect(cleanLeadContext({ apps: [APP_IDS.hub], mode: 'individual' })).toEqual({
      apps: [APP_IDS.hub],
      mode: 'individual',
    });
    expect(cleanLeadContext({ apps: [APP_IDS.hub, APP_IDS.hub] })).toBeUndefined();
    expect(cleanLeadContext({ apps: [] })).toBeUndefined();
    expect(cleanLeadContext({ apps: ['101'] })).toBeUndefined(); // a disabled app's id
    expect(cleanLeadContext({ apps: APP_IDS.hub })).toBeUndefined();
    expect(cleanLeadContext({ apps: [...all, APP_IDS.hub] })).toBeUndefined();
    expect(cleanLeadContext({ mode: 'business', button: 'hero' })).toEqual({ button: 'hero' });
    expect(cleanLeadContext({ apps: [APP_IDS.vault], mode: 'family' })).toEqual({ apps: [APP_IDS.vault] });
  });

  test('gives a copy: changing it changes nothing of what it was given', () => {
    const apps = [APP_IDS.hub];
    const context = cleanLeadContext({ apps });
    expect(context).toEqual({ apps: [APP_IDS.hub] });
    context?.apps?.push(APP_IDS.vault);
    expect(apps).toEqual([APP_IDS.hub]);
  });
});
