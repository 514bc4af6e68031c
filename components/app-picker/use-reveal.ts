import { useLayoutEffect, useRef } from 'react';

import { isOnScreen, REVEAL_DURATION_MS, REVEAL_THRESHOLD, revealDelayMs } from '@/lib/reveal';

const FADE_IN: Keyframe[] = [
  { opacity: 0, transform: 'translateY(16px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * Fades in the `[data-reveal]` elements inside the returned ref as they scroll into view,
 * staggered within each group that appears together. Runs again whenever `runKey` changes.
 *
 * No card is hidden by the static HTML: hiding starts here, after hydration, and only for cards
 * the visitor cannot see yet (or, after a mode change, all of them). With reduced motion, or
 * without IntersectionObserver, nothing is hidden at all. The cleanup makes every card visible.
 */
export function useReveal<T extends HTMLElement>(runKey: string) {
  const ref = useRef<T>(null);
  const runs = useRef(0);

  useLayoutEffect(() => {
    const keepOnScreen = runs.current === 0;
    runs.current += 1;
    const root = ref.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (card) => !(keepOnScreen && isOnScreen(card.getBoundingClientRect(), window.innerHeight)),
    );
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        entering.forEach((card, index) => {
          observer.unobserve(card);
          card.style.opacity = '';
          card.animate(FADE_IN, {
            duration: REVEAL_DURATION_MS,
            delay: revealDelayMs(index),
            easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
            fill: 'backwards',
          });
        });
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const card of cards) {
      card.style.opacity = '0';
      observer.observe(card);
    }
    return () => {
      observer.disconnect();
      for (const card of cards) {
        card.style.opacity = '';
        for (const animation of card.getAnimations()) animation.cancel();
      }
    };
  }, [runKey]);

  return ref;
}
