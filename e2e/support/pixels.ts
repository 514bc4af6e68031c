import type { Locator, Page } from '@playwright/test';

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

/**
 * Whether the element shows some red (an error's icon): forced colours draw its text, and any
 * fill, in the system's colours, but leave an image's.
 */
export async function showsRed(element: Locator): Promise<boolean> {
  const { data } = await pixelsOf(element);
  for (let i = 0; i < data.length; i += 4)
    if ((data[i] ?? 0) > 150 && (data[i + 1] ?? 255) < 90 && (data[i + 2] ?? 255) < 90) return true;
  return false;
}

/**
 * The text Chromium lays out for the first element matching `selector`, in order, generated content
 * included: what it draws. A CSS counter's value is in neither the DOM's text nor the accessibility
 * tree.
 */
export async function drawnText(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [] });
    const [snapshot] = documents;
    if (!snapshot) throw new Error('Chromium gave no snapshot of the page');
    const { nodes, layout } = snapshot;
    const element = (nodes.backendNodeId ?? []).indexOf(node.backendNodeId);
    const within = (index: number): boolean =>
      index === element || (index >= 0 && within(nodes.parentIndex?.[index] ?? -1));
    return layout.nodeIndex.map((index, i) => (within(index) ? (strings[layout.text[i] ?? -1] ?? '') : '')).join('');
  } finally {
    await cdp.detach();
  }
}

/**
 * How each element is drawn, as far as its computed `properties` (a fill, a border) tell: two
 * drawn alike give the same text. Polled, it waits out a transition.
 */
export function looksOf(elements: Locator[], properties: string[]): Promise<string[]> {
  return Promise.all(
    elements.map((element) =>
      element.evaluate((node, names) => {
        const style = getComputedStyle(node);
        return names.map((name) => style.getPropertyValue(name)).join(' ');
      }, properties),
    ),
  );
}
