import type { Metadata } from 'next';

import { PageFrame } from '@/components/page-frame';
import { sectionInner } from '@/components/styles';
import { rootRedirectPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';

// Firebase Hosting answers / with a 301 to /home (firebase.json). This page is the fallback for
// any other static server: a meta refresh, and a plain link for anything that ignores it.
export const metadata: Metadata = {
  title: rootRedirectPage.title,
  alternates: { canonical: ROUTES.home }, // made absolute by the layout's metadataBase
  robots: { index: false },
};

export default function RootRedirect() {
  return (
    <PageFrame>
      <p className={`${sectionInner} py-24 text-center text-lg`}>
        <meta httpEquiv="refresh" content={`0;url=${ROUTES.home}`} />
        <a href={ROUTES.home} className="font-semibold text-brand-700 underline">
          {rootRedirectPage.link}
        </a>
      </p>
    </PageFrame>
  );
}
