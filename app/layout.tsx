import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Metadata, Viewport } from 'next';

import { CodeRunning } from '@/components/code-running';
import { ErrorCaptureScript } from '@/components/error-capture-script';
import { ErrorReporter } from '@/components/error-reporter';
import { LeadLanding } from '@/components/lead-landing';
import { navigationText } from '@/content/navigation';
import { BRAND_NAME, TAGLINE } from '@/content/site';
import { SITE_URL } from '@/lib/env.mjs';

import './globals.css';

/**
 * public/favicon.svg, inline as a data: URI: a browser otherwise fetches it while the first screen
 * is still loading. Search engines need a file: public/icon.png, as the touch icon, which browsers
 * fetch only to put the site on a home screen.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), 'public/favicon.svg'), 'utf8').trim())}`;

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${BRAND_NAME}: ${TAGLINE}`, template: `%s | ${BRAND_NAME}` },
  applicationName: BRAND_NAME,
  icons: { icon: FAVICON, apple: '/icon.png' },
};

export const viewport: Viewport = { themeColor: '#c2410c' };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN">
      <head>
        <ErrorCaptureScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* Over the whole header: a pill in its corner cut the logo, further in when wide. */}
        <a
          href="#main"
          className="sr-only z-50 bg-white font-semibold focus:not-sr-only focus:fixed focus:inset-x-0 focus:top-0 focus:flex focus:h-16 focus:items-center focus:justify-center focus:shadow-lift focus:-outline-offset-6"
        >
          {navigationText.skipToContent}
        </a>
        {/* First, so that its effect reads the address the visitor landed on before the app
            picker's effect drops a link's query (a tap on /all-apps?utm_… before the code came). */}
        <LeadLanding />
        {/* The header, <main> and the footer: each page's PageFrame. */}
        {children}
        <ErrorReporter />
        <CodeRunning />
      </body>
    </html>
  );
}
