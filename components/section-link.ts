/**
 * The link a click follows to a section of the page it is on (`/home#services` while on /home),
 * when the browser follows it here: a plain click (the main button, no modifier key, not
 * prevented) on a link that opens in this window. Null for any other click. The tabs a link opens
 * act on it (components/service-tabs-code.tsx).
 */
export function sectionLinkClicked(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null; // a new tab or window
  const here = window.location;
  return link.origin === here.origin && link.pathname === here.pathname && link.search === here.search ? link : null;
}
