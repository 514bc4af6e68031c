import { navigationText, type NavLink as NavLinkData } from '@/content/navigation';

interface NavLinkProps {
  link: NavLinkData;
  className?: string;
  /** The page this is on: the link to it says so (`aria-current="page"`). */
  current?: string;
}

/**
 * A site link: external ones in a new tab, safely; internal ones plain links, not next/link. To a
 * section of the page it is on, the browser's jump moves where Tab goes next (and a screen
 * reader's reading point) to the section, which next/link's scroll leaves behind. To another page
 * it is a page load, which the static HTML makes quick, and Back returns to the page as the
 * visitor left it (the back/forward cache keeps it whole), where the router would draw it afresh.
 */
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
  // To a section of the page it is on: the fragment alone, which jumps whatever query the address
  // has (a campaign's tags), where `/home#services` from `/home?utm_source=…` would load the page
  // again.
  const [path, section] = link.href.split('#');
  const href = section !== undefined && path === current ? `#${section}` : link.href;
  return (
    <a href={href} aria-current={here} className={className}>
      {content}
    </a>
  );
}
