import Link from 'next/link';
import { navigationText, type NavLink as NavLinkData } from '@/content/navigation';

interface NavLinkProps {
  link: NavLinkData;
  className?: string;
  /** The page this is on: the link to it says so (`aria-current="page"`). */
  current?: string;
}

/** A site link: internal ones through next/link (to a section, a plain link), external ones in a new tab, safely. */
export function NavLink({ link, className, current }: NavLinkProps) {
  const content = link.label;
  const here = current !== undefined && (link.page ?? link.href) === current ? 'page' : undefined;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
        <span className="sr-only"> {navigationText.opensInNewTab}</span>
      </a>
    );
  }
  // A link to a section is the browser's own: its jump moves where Tab goes next (and a screen
  // reader's reading point) to the section, which next/link's scroll leaves behind. To another
  // page it is a page load, which the static HTML makes quick.
  if (link.href.includes('#')) {
    return (
      <a href={link.href} aria-current={here} className={className}>
        {content}
      </a>
    );
  }
  return (
    <Link href={link.href} aria-current={here} className={className}>
      {content}
    </Link>
  );
}
