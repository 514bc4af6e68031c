import type { ReactNode } from 'react';

import { eyebrow as eyebrowStyle, sectionInner } from '@/components/styles';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The first block of every inner page: eyebrow, the page's one h1, and a lead. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-sand to-white">
      <div className={`${sectionInner} py-14 md:py-20`}>
        <p className={eyebrowStyle}>{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-pretty md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-soft">{lead}</p>
        {children}
      </div>
    </header>
  );
}
