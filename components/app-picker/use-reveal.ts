import { useLayoutEffect, useRef } from 'react';

import {
  isOnScreen,
  REVEAL_DURATION_MS,
  REVEAL_EASE,
  REVEAL_RISE_PX,
  REVEAL_STAGGER_MS,
  REVEAL_THRESHOLD,
} from '@/lib/reveal';

const FADE_IN: Keyframe[] = [
  { opacity: 0, transform: `translateY(${REVEAL_RISE_PX}px)` },
  { opacity: 1, transform: 'none' },
];

/**
 * Fades in the `[data-reveal]` cards inside the returned ref as they scroll into view, staggered
 * within each group that comes into view together, and all of them again at each of the visitor's
 * mode switches (`run` counts them). An IntersectionObserver and the Web Animations API, not
 * framer-motion: its smallest entry points cost more than the budget allows
 * (docs/app-selection.md, "Motion").
 *
 * The first time (`run` 0), the cards are the static HTML's: those on screen are already fading in
 * with the first paint (lib/reveal.ts, `firstPaintRevealCss`), so only the others are hidden here,
 * to wait. The cards this hook hides never run that first-paint animation. With reduced motion, or
 * without IntersectionObserver, nothing is hidden at all; the cleanup makes every card visible.
 */
export function useReveal<T extends HTMLElement>(run: number) {
  const ref = useRef<T>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    const firstRun = run === 0;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (card) => !(firstRun && isOnScreen(card.getBoundingClientRect(), window.innerHeight)),
    );
    // One observer callback brings the cards that came into view together: they fade in in order.
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        entering.forEach((card, index) => {
          observer.unobserve(card);
          card.style.opacity = '';
          card.animate(FADE_IN, {
            duration: REVEAL_DURATION_MS,
            delay: index * REVEAL_STAGGER_MS,
            easing: `cubic-bezier(${REVEAL_EASE.join(',')})`,
            fill: 'backwards',
          });
        });
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const card of cards) {
      Object.assign(card.style, { animation: 'none', opacity: '0' });
      observer.observe(card);
    }
    return () => {
      observer.disconnect();
      for (const card of cards) {
        Object.assign(card.style, { animation: '', opacity: '' });
        for (const animation of card.getAnimations()) animation.cancel();
      }
    };
  }, [run]);

  return ref;
}
