/** The brand is a placeholder until the product is named: renaming is this one line. */
export const BRAND_NAME = 'HomeOS';

export const TAGLINE = 'The OS for Home Owners';

/** The production origin of this marketing site, used for canonical URLs, the sitemap and Open Graph. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://homeos.example.com').replace(/\/+$/, '');

/** The separate web app (sign-in, registration, trial) lives on its own origin. */
export const APP_URL = (process.env.NEXT_PUBLIC_APP_URL ?? 'https://app.example.com').replace(/\/+$/, '');

export const SIGN_IN_URL = `${APP_URL}/login`;
export const REGISTER_URL = `${APP_URL}/register`;
export const TRIAL_URL = `${APP_URL}/trial`;

export const CONTACT = {
  email: 'hello@homeos.example.com',
  phone: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  /** The business WhatsApp number, digits only with the country code, as wa.me wants it (placeholder). */
  whatsapp: '918047182200',
  address: '4th Floor, 80 Feet Road, Indiranagar, Bengaluru 560038',
} as const;

export const COPYRIGHT_YEAR = 2025;
