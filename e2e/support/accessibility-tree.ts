import type { Page } from '@playwright/test';

interface AXValue {
  value?: unknown;
}
interface AXNode {
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
}

/** What Chromium exposes to assistive technology for the first element matching `selector`. */
export async function accessibleNode(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
      nodes: AXNode[];
    };
    const node = nodes[0];
    const property = (name: string) => node?.properties?.find((candidate) => candidate.name === name)?.value.value;
    return { role: node?.role?.value, name: node?.name?.value, expanded: property('expanded') };
  } finally {
    await cdp.detach();
  }
}
