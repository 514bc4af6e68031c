/**
 * Card reveal (spec section 9): a card fades in once about 20% of it is visible, 0.15 s after the
 * one before. The first screen's cards do it with the page's first paint, in CSS
 * (`firstPaintRevealCss`); the rest as they scroll into view, and all again after a mode change,
 * with an IntersectionObserver and the Web Animations API (components/app-picker/use-reveal.ts). docs/app-selection.md, "Motion".
 */
export const REVEAL_THRESHOLD = 0.2;
export const REVEAL_STAGGER_MS = 150;
export const REVEAL_DURATION_MS = 450;
/** How far a card rises as it fades in. */
export const REVEAL_RISE_PX = 16;
/** A cubic Bézier easing: quick to start, gentle to settle. */
export const REVEAL_EASE = [0.2, 0.7, 0.2, 1] as const;

/**
 * Whether a card is on screen (by at least the reveal threshold) when the page's code starts.
 * Those cards are already fading in with the first paint (or have done so), so the code leaves them be.
 */
export function isOnScreen(rect: { top: number; bottom: number; height: number }, viewportHeight: number): boolean {
  if (rect.height <= 0) return false;
  const visible = Math.min(rect.bottom, viewportHeight) - Math.max(rect.top, 0);
  return visible / rect.height >= REVEAL_THRESHOLD;
}

/**
 * The style sheet that fades in the static HTML's `count` cards (`[data-reveal]`, each carrying its
 * place on the page as `data-reveal-order`) with the first paint, before any script has loaded,
 * in page order, 0.15 s apart. Only where scripts run (`scripting: enabled`) and motion is welcome:
 * without JavaScript, or with reduced motion, every card is simply there. It is a finite animation,
 * so no card can be left hidden, whatever becomes of the page's scripts.
 */
export function firstPaintRevealCss(count: number): string {
  const delays = Array.from(
    { length: count },
    (_, order) => `[data-reveal-order="${order}"]{animation-delay:${order * REVEAL_STAGGER_MS}ms}`,
  );
  return (
    `@keyframes reveal{from{opacity:0;transform:translateY(${REVEAL_RISE_PX}px)}}` +
    '@media (scripting:enabled) and (prefers-reduced-motion:no-preference){' +
    `[data-reveal]{animation:reveal ${REVEAL_DURATION_MS}ms cubic-bezier(${REVEAL_EASE.join(',')}) backwards}` +
    `${delays.join('')}}`
  );
}
