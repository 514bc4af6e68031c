import { readFileSync } from 'node:fs';
import path from 'node:path';

// Read once at build time. Inline <svg> is drawn with the page's first paint and, unlike an <img>,
// is never the Largest Contentful Paint: on phones the hero image was, and its late paint doubled LCP.
const svg = readFileSync(path.join(process.cwd(), 'public/illustrations/hero.svg'), 'utf8');

/** The home page's hero illustration (public/illustrations/hero.svg, drawn in the project). */
export function HeroIllustration({ className }: { className?: string }) {
  return <div aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />;
}
