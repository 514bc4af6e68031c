import { firstPaintRevealCss, isOnScreen } from './reveal';

describe('card reveal', () => {
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

  describe('firstPaintRevealCss', () => {
    const css = firstPaintRevealCss(3);

    it('applies only where scripts run and motion is welcome', () => {
      const media = '@media (scripting:enabled) and (prefers-reduced-motion:no-preference){';
      expect(css.indexOf(media)).toBeGreaterThan(0);
      expect(css.indexOf('[data-reveal]{animation:reveal')).toBeGreaterThan(css.indexOf(media));
    });
  });
});
