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

    it('applies only where scripts run and motion is welcome, each card 0.15 s after the one before', () => {
      const media = '@media (scripting:enabled) and (prefers-reduced-motion:no-preference){';
      const [outside = '', inside = ''] = css.split(media);
      expect(outside).not.toContain('[data-reveal');
      // Every rule inside the block, which closes last.
      expect(inside.endsWith('}}')).toBe(true);
      expect(inside.slice(0, -1)).not.toMatch(/}}/);
      expect(inside).toMatch(/^\[data-reveal\]\{animation:reveal /);
      for (const [order, delay] of [0, 150, 300].entries())
        expect(inside).toContain(`[data-reveal-order="${order}"]{animation-delay:${delay}ms}`);
    });
  });
});
