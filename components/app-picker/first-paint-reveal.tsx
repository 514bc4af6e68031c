import { firstPaintRevealCss } from '@/lib/reveal';

/**
 * The first screen's card fade-in, as a style sheet in the static HTML (lib/reveal.ts): it runs
 * with the first paint, long before the page's scripts, so the cards a visitor sees first fade in
 * rather than show, vanish and fade in once the code has loaded. Its hash is allowed by the
 * Content-Security-Policy like every inline style (scripts/lib/hosting-config.mjs).
 */
export function FirstPaintReveal({ count }: { count: number }) {
  return <style>{firstPaintRevealCss(count)}</style>;
}
