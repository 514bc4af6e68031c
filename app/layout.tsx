import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';

import { IconErrorReporter } from '@/components/icon-error-reporter';
import { IconFallbackScript } from '@/components/icon-fallback-script';
import { PreviewBanner } from '@/components/preview-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { BRAND_NAME, SITE_URL, TAGLINE } from '@/content/site';

import './globals.css';

// Inter from npm (no font service at build or run time), Latin subset only, preloaded.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
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
        <main id="main" className="flex-1 pt-16">
          {EMULATOR_HOST ? <PreviewBanner emulatorOrigin={`http://${EMULATOR_HOST}/`} /> : null}
          {children}
        </main>
        <SiteFooter />
        <IconErrorReporter />
      </body>
    </html>
  );
}
