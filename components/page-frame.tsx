import type { ReactNode } from 'react';

import { PreviewBanner } from '@/components/preview-banner';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { EMULATOR_HOST } from '@/lib/env.mjs';

/**
 * A page's header, main region and footer. Each page draws its own, not the root layout, which is
 * never told its page: so their links know the page they are on in the HTML, without code.
 */
export function PageFrame({ current, children }: { current?: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader current={current} />
      {/* Emulator builds only: the banner takes the place under the fixed header, outside <main>. */}
      {EMULATOR_HOST ? (
        <div className="pt-16">
          <PreviewBanner emulatorOrigin={`http://${EMULATOR_HOST}/`} />
        </div>
      ) : null}
      <main id="main" className={`flex-1 ${EMULATOR_HOST ? '' : 'pt-16'}`}>
        {children}
      </main>
      <SiteFooter current={current} />
    </>
  );
}
