import { isOnScreen, revealDelayMs, REVEAL_STAGGER_MS, REVEAL_THRESHOLD } from './reveal';

describe('card reveal', () => {
  it('uses the spec numbers: 20% visible, 0.15 s apart', () => {
    expect(REVEAL_THRESHOLD).toBe(0.2);
    expect(REVEAL_STAGGER_MS).toBe(150);
  });

  it('staggers the cards that come into view together', () => {
    expect([0, 1, 2, 3].map(revealDelayMs)).toEqual([0, 150, 300, 450]);
  });

  describe('isOnScreen', () => {
    const card = (top: number) => ({ top, bottom: top + 100, height: 100 });

    it.each([
      [card(0), true],
      [card(700), true], // 100 of 100 px visible in an 800 px viewport
      [card(780), true], // exactly 20%
      [card(781), false],
      [card(800), false],
      [card(-80), true],
      [card(-81), false],
      [{ top: 0, bottom: 0, height: 0 }, false],
    ])('%p -> %p', (rect, expected) => {
      expect(isOnScreen(rect, 800)).toBe(expected);
    });
  });
});
