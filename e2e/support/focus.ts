import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The focused element shows a focus indicator: it matches :focus-visible and draws a solid
 * outline at least 2 px wide, on itself or, for a radio or checkbox drawn by its label (the tabs,
 * the view modes, the app cards: the control itself is invisible), on that label, in a colour of
 * at least 3:1 against what is behind it (WCAG 1.4.11). What is behind it is read from the DOM, not the screen: the nearest ancestor's
 * background colour that is not transparent (over white where it is translucent), or white; the
 * ring is seen through its own alpha and the opacity of what draws it and its ancestors. So
 * a background image or gradient is not seen, nor, for a fixed or positioned element, what is
 * painted under it but not its ancestor. A disabled element never counts as focused. The ring is
 * drawn whole: neither the window nor a scroller it is in (the dialog) cuts any of it off; and
 * what it rings is not under anything else (below).
 */
export async function expectVisibleFocus(page: Page) {
  const measure = () =>
    page.evaluate(async () => {
      const element = document.activeElement;
      if (!element || element === document.body) return { element: 'body', visible: false, contrast: 0 };
      // The ring as it settles: `transition-colors` fades the outline's colour in too, and a card
      // fading in fades its ring: every finite animation of the page, the spinner's excepted (a card
      // focus scrolls into view starts fading in once its observer has seen it: hence the polling).
      const settling = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined))); // or cancelled
      const label = element.closest('label');
      // Any CSS colour (Tailwind writes translucent ones as oklab) as [r, g, b, alpha 0-1], by a canvas.
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      const rgba = (colour: string) => {
        if (!canvas) throw new Error('No 2D canvas to read colours with');
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
        [r, g, b]
          .map((value) => value / 255)
          .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
          .reduce((sum, value, index) => sum + value * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
      let behind = [255, 255, 255];
      for (let parent = (label ?? element).parentElement; parent; parent = parent.parentElement) {
        const [r = 0, g = 0, b = 0, a = 0] = rgba(getComputedStyle(parent).backgroundColor);
        if (a === 0) continue;
        behind = [r, g, b].map((value) => value * a + 255 * (1 - a));
        break;
      }
      /** The contrast of the ring this node draws, as seen through its opacity and its ancestors'; 0 for none. */
      const ringContrast = (node: Element) => {
        const style = getComputedStyle(node);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0;
        const [r = 0, g = 0, b = 0, ownAlpha = 0] = rgba(style.outlineColor);
        let alpha = ownAlpha;
        for (let faded: Element | null = node; faded; faded = faded.parentElement)
          alpha *= parseFloat(getComputedStyle(faded).opacity);
        const ring = [r, g, b].map((value, index) => value * alpha + (behind[index] ?? 255) * (1 - alpha));
        const [lighter = 0, darker = 0] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
        return (lighter + 0.05) / (darker + 0.05);
      };
      const contrast = Math.max(...[element, label].map((node) => (node ? ringContrast(node) : 0)));
      const visible = element.matches(':focus-visible') && !element.matches(':disabled') && contrast > 0;
      /** Whether the ring this node draws is whole: neither the window nor a scroller cuts it. */
      const drawnWhole = (node: Element) => {
        const style = getComputedStyle(node);
        // How far the ring reaches out of the box, less 1 px for rounding.
        const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) - 1;
        const ring = node.getBoundingClientRect();
        const within = (x: number, y: number, width: number, height: number, axes = 'xy') =>
          (!axes.includes('x') || (ring.left - out >= x && ring.right + out <= x + width)) &&
          (!axes.includes('y') || (ring.top - out >= y && ring.bottom + out <= y + height));
        if (!within(0, 0, innerWidth, innerHeight)) return false;
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(parent);
          const axes = (overflowX === 'visible' ? '' : 'x') + (overflowY === 'visible' ? '' : 'y');
          const { left, top } = parent.getBoundingClientRect();
          const [x, y] = [left + parent.clientLeft, top + parent.clientTop];
          if (!within(x, y, parent.clientWidth, parent.clientHeight, axes)) return false;
          if (parent.matches(':modal, :popover-open')) break; // the top layer: not clipped further
        }
        return true;
      };
      const ringed = [element, label].find((node) => node && ringContrast(node) === contrast);
      /**
       * Not under anything else (a pinned bar, say; WCAG 2.4.12, stricter than 2.4.11's "not
       * entirely"): what is drawn at its middle and 2px inside the middle of each edge (clear of
       * rounded corners) is it. Not the ring beyond the edges, nor a layer that takes no clicks.
       */
      const uncovered = (node: Element) => {
        // A link wrapped over two lines: its first (not an empty box left at a line's end).
        const lines = [...node.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
        const [box = node.getBoundingClientRect()] = lines;
        const [x, y, inset] = [box.left + box.width / 2, box.top + box.height / 2, 2];
        const points = [
          [x, y],
          [x, box.top + inset],
          [x, box.bottom - inset],
          [box.left + inset, y],
          [box.right - inset, y],
        ] as const;
        return points.every(([px, py]) => {
          const hit = document.elementFromPoint(px, py);
          return !!hit && node.contains(hit);
        });
      };
      return {
        element: element.outerHTML.slice(0, 120),
        visible,
        contrast: Math.round(contrast * 100) / 100,
        whole: !!ringed && drawnWhole(ringed),
        uncovered: !!ringed && uncovered(ringed),
      };
    });
  // What failed is shown: the element, whether a ring is drawn, its contrast, whether it is whole
  // and uncovered.
  await expect
    .poll(
      async () => {
        const focus = await measure();
        return (focus.visible && focus.contrast >= 3 && focus.whole && focus.uncovered) || focus;
      },
      { message: 'a focus indicator, at least 3:1 against what is behind it, drawn whole, not covered' },
    )
    .toBe(true);
}

/** Whether the element has focus now, without waiting: for a loop that tabs until it does. */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
