import type { Metadata } from 'next';

import { PageFrame } from '@/components/page-frame';
import { buttonPrimary, sectionInner } from '@/components/styles';
import { notFoundPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';

// Next.js marks the page `noindex` itself.
export const metadata: Metadata = { title: notFoundPage.title };

export default function NotFound() {
  return (
    <PageFrame>
      <div className={`${sectionInner} py-24 text-center`}>
        <p className="text-sm font-bold text-brand-700">404</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{notFoundPage.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{notFoundPage.lead}</p>
        <a href={ROUTES.home} className={`${buttonPrimary} mt-8`}>
          {notFoundPage.home}
        </a>
      </div>
    </PageFrame>
  );
}
