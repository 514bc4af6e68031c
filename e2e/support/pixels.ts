import type { Locator } from '@playwright/test';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, a row after another. */
  data: number[];
}

/** What the element shows, pixel by pixel: its screenshot, decoded by the page's own browser. */
export async function pixelsOf(element: Locator): Promise<Pixels> {
  const png = (await element.screenshot()).toString('base64');
  return element.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: bitmap.width, height: bitmap.height, data: Array.from(data) };
  }, png);
}
