/** The brand is a placeholder until the product is named: renaming is this one line. */
export const BRAND_NAME = 'HomeOS';

export const TAGLINE = 'The OS for Home Owners';

/** What the social card every page shares (public/og-image.png) shows, for those who cannot see it. */
export const SOCIAL_CARD_ALT = `${BRAND_NAME}: ${TAGLINE}. Design, build, manage: a house going up under a crane, its plan and its app.`;

/** The office, in parts (schema.org's PostalAddress reads the city and PIN from them). */
const OFFICE = {
  street: '4th Floor, 80 Feet Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
} as const;

export const CONTACT = {
  email: 'hello@homeos.example.com',
  phone: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  /** The business WhatsApp number, digits only with the country code, as wa.me wants it (placeholder). */
  whatsapp: '918047182200',
  office: OFFICE,
  address: `${OFFICE.street}, ${OFFICE.city} ${OFFICE.pin}`,
} as const;

export const COPYRIGHT_YEAR = 2025;
export const COPYRIGHT_NOTE = 'All rights reserved.';

/** The preview banner of builds that target the local emulator (spec section 1, word for word). */
export const PREVIEW_TEXT = {
  connected: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
} as const;
