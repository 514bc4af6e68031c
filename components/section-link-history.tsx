'use client';

import { useEffect } from 'react';

import { sectionLinkClicked } from '@/components/section-link';

/**
 * A plain link to a section of the page it is on (the skip link, the header's and footer's section
 * links: components/nav-link.tsx) makes a history entry without Next.js' router state, and the
 * router ignores Back or Forward to such an entry: the address changes, the page does not
 * (vercel/next.js#88345). The jump keeps the page, so its entry is given the router state of the
 * entry it was made from, once the browser has made it (a fragment navigation is synchronous).
 */
export function SectionLinkHistory() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!sectionLinkClicked(event)) return;
      const from: unknown = window.history.state;
      if (!from) return;
      window.setTimeout(() => {
        if (window.history.state === null) window.history.replaceState(from, '', window.location.href);
      });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
