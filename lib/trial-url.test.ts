import { APP_IDS } from '@/content/catalogue';
import { TRIAL_URL } from './app-urls';

import { buildTrialUrl } from './trial-url';

describe('buildTrialUrl', () => {
  it('points at the trial page of the web app', () => {
    expect(buildTrialUrl([APP_IDS.hub], 'business')).toBe(`${TRIAL_URL}?products=${APP_IDS.hub}&usertype=business`);
  });

  it('keeps the ids in the order it is given, comma-joined', () => {
    const url = new URL(buildTrialUrl([APP_IDS.vault, APP_IDS.hub, APP_IDS.taskManagement], 'business') ?? '');
    expect(url.searchParams.get('products')).toBe(`${APP_IDS.vault},${APP_IDS.hub},${APP_IDS.taskManagement}`);
  });

  it('carries the view mode as usertype', () => {
    const url = new URL(buildTrialUrl([APP_IDS.progressReport], 'individual') ?? '');
    expect(url.searchParams.get('usertype')).toBe('individual');
  });

  it('joins the ids with plain commas, each id URL-encoded', () => {
    expect(buildTrialUrl(['a b', 'c&d=e', 'ü'], 'business', 'https://app.test/trial')).toBe(
      'https://app.test/trial?products=a%20b,c%26d%3De,%C3%BC&usertype=business',
    );
  });

  it('gives no URL for an empty selection', () => {
    expect(buildTrialUrl([], 'business')).toBeNull();
    expect(buildTrialUrl([], 'individual')).toBeNull();
  });
});
