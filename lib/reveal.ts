/** Card reveal (spec section 9): a card fades in once about 20% of it is visible, 0.15 s after the one before. */
export const REVEAL_THRESHOLD = 0.2;
export const REVEAL_STAGGER_MS = 150;
export const REVEAL_DURATION_MS = 450;

/** The delay of each card among those that come into view together: 0, 150, 300 ms... */
export function revealDelayMs(indexInBatch: number): number {
  return indexInBatch * REVEAL_STAGGER_MS;
}

/**
 * Whether a card is already on screen (by at least the reveal threshold) when the page starts.
 * Those cards stay as the static HTML painted them rather than blinking out and back in.
 */
export function isOnScreen(rect: { top: number; bottom: number; height: number }, viewportHeight: number): boolean {
  if (rect.height <= 0) return false;
  const visible = Math.min(rect.bottom, viewportHeight) - Math.max(rect.top, 0);
  return visible / rect.height >= REVEAL_THRESHOLD;
}
