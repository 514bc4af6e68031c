import { APP_IDS } from '../../content/catalogue';
import type { LeadContext } from '../lead-context';

/** A context with every key: what a visitor's tab holds after a Google Ads click, two apps picked on /all-apps. */
export const SAMPLE_CONTEXT = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'monsoon-2026',
  utmTerm: 'brand_search|exact',
  utmContent: 'Diwali Sale 2026',
  gclid: 'Cj0KCQjw-ABC_123',
  referrer: 'www.example.org',
  landingPath: '/products-list',
  page: '/all-apps',
  button: 'apps',
  apps: [APP_IDS.hub, APP_IDS.vault],
  mode: 'individual',
  timeZone: 'America/New_York',
  language: 'en-IN',
} satisfies LeadContext;
