import { APP_IDS } from '@/content/catalogue';
import { ROUTES } from '@/content/routes.mjs';

import { pickerUrl, readPickerUrl } from './picker-url';

describe('pickerUrl', () => {
  it('opens the app picker in the mode, with the app', () => {
    expect(pickerUrl('individual', APP_IDS.vault)).toBe(`${ROUTES.allApps}?usertype=individual&app=${APP_IDS.vault}`);
  });

  it('is read back as it was written', () => {
    const url = new URL(pickerUrl('business', 'a b&c'), 'https://site.test');
    expect(readPickerUrl(url.search)).toEqual({ mode: 'business', app: 'a b&c' });
  });
});

describe('readPickerUrl', () => {
  it.each([
    ['', { mode: 'business', app: null }],
    ['?usertype=individual', { mode: 'individual', app: null }],
    ['?usertype=INDIVIDUAL&app=', { mode: 'business', app: '' }],
    [`?app=${APP_IDS.hub}&usertype=individual`, { mode: 'individual', app: APP_IDS.hub }],
  ])('reads %j', (search, expected) => {
    expect(readPickerUrl(search)).toEqual(expected);
  });
});
