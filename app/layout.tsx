import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';

import { IconErrorReporter } from '@/components/icon-error-reporter';
import { IconFallbackScript } from '@/components/icon-fallback-script';
import { PreviewBanner } from '@/components/preview-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { BRAND_NAME, SITE_URL, TAGLINE } from '@/content/site';

import './globals.css';

// Inter (variable, from @fontsource-variable/inter), cut by scripts/subset-font.sh to the
// characters and weights (400 to 800) this site uses: 21 KB instead of 48 KB. Preloaded, since the
// first screen needs it; `swap` paints text at once in a size-adjusted Arial fallback, so no text
// ever waits for the font.
const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-sans',
  weight: '400 800',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20B9, U+2192',
    },
  ],
});

/** Set in builds that target the local Firestore emulator (npm start, npm test). */
const EMULATOR_HOST = process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST;

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${BRAND_NAME}: ${TAGLINE}`, template: `%s | ${BRAND_NAME}` },
  applicationName: BRAND_NAME,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: '#c2410c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <head>
        <IconFallbackScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        {/* Emulator builds only: the banner takes the place under the fixed header, outside <main>. */}
        {EMULATOR_HOST ? (
          <div className="pt-16">
            <PreviewBanner emulatorOrigin={`http://${EMULATOR_HOST}/`} />
          </div>
        ) : null}
        <main id="main" className={`flex-1 ${EMULATOR_HOST ? '' : 'pt-16'}`}>
          {children}
        </main>
        <SiteFooter />
        <IconErrorReporter />
      </body>
    </html>
  );
}
