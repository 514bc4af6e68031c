import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A decorative SVG drawn in the project (`src`: its path under public/, e.g.
 * /illustrations/hero.svg), put into the page at build time. Inline <svg> is drawn with the page's
 * first paint, costs no request, and, unlike an <img>, is never the Largest Contentful Paint: on
 * phones the hero image was, and its late paint doubled LCP; on /all-apps the modules' images were
 * three requests near the first screen (docs/site.md). Its ids share the page's id space.
 */
export function InlineIllustration({ src, className }: { src: string; className?: string }) {
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  return <div aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />;
}
