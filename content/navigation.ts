import { SIGN_IN_URL } from '@/lib/app-urls';

import { resources } from './home';
import { BRAND_NAME, TAGLINE } from './site';
import { ROUTES } from './routes.mjs';
import { serviceTabAnchor } from './services';

/** The words of the header, the footer and the links themselves. */
export const navigationText = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  company: 'COMPANY',
  /** Read after the name of every link that opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',
};

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  /** The page it stands for, where `href` is a section of it (HOME, the top of /home). */
  page?: string;
}

/** The header's top-level links, in order; COMPANY is a dropdown of `companyLinks`. */
export const headerLinks: NavLink[] = [
  { label: 'HOME', href: `${ROUTES.home}#home`, page: ROUTES.home },
  { label: 'PRODUCT', href: ROUTES.productsList },
  { label: 'SERVICES', href: `${ROUTES.home}#services` },
];

export const companyLinks: NavLink[] = [
  { label: 'About Us', href: ROUTES.aboutUs },
  { label: 'The team', href: ROUTES.team },
  { label: 'Contact Us', href: `${ROUTES.home}#contact` },
];

export const headerActions = {
  signIn: { label: 'Sign in', href: SIGN_IN_URL, external: true },
  tryForFree: { label: 'Try For Free', href: ROUTES.allApps },
} satisfies Record<string, NavLink>;

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const footerTagline = `${TAGLINE}. Design, build and manage your home in one place, from the first sketch to the residents' association.`;

export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: ROUTES.aboutUs },
      { label: 'Careers', href: `${ROUTES.team}#careers` },
      { label: 'News', href: `${ROUTES.aboutUs}#journey` },
      { label: 'Contact', href: `${ROUTES.home}#contact` },
      { label: 'Privacy notice', href: ROUTES.privacy },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Design & Drawings', href: `${ROUTES.home}#${serviceTabAnchor('design')}` },
      { label: 'Facility Management', href: `${ROUTES.home}#${serviceTabAnchor('manage')}` },
      { label: 'Construction Management', href: `${ROUTES.home}#${serviceTabAnchor('build')}` },
      { label: 'Support', href: `${ROUTES.home}#contact` },
    ],
  },
  {
    title: resources.title,
    links: resources.items.map((label) => ({ label, href: `${ROUTES.home}#resources` })),
  },
];

/** Placeholder profiles until the company's accounts exist; each opens in a new tab. */
export const socialLinks: { label: string; href: string; icon: string }[] = [
  { label: `${BRAND_NAME} on X`, href: 'https://x.com/', icon: 'social:x' },
  { label: `${BRAND_NAME} on LinkedIn`, href: 'https://www.linkedin.com/', icon: 'social:linkedin' },
  { label: `${BRAND_NAME} on Facebook`, href: 'https://www.facebook.com/', icon: 'social:facebook' },
];
