import { expect, test } from './support/test';

import { BRAND_NAME } from '../content/site';

test.describe('structured data', () => {
  test.describe('home page', () => {
    test('describes the Organization and the WebSite in JSON-LD, without JavaScript', async ({ request }) => {
      const html = await (await request.get('/home')).text();
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      const graph = (JSON.parse(json) as { '@graph'?: { '@type': string; name: string }[] })['@graph'] ?? [];
      expect(graph.map((node) => [node['@type'], node.name])).toEqual([
        ['Organization', BRAND_NAME],
        ['WebSite', BRAND_NAME],
      ]);
    });

    // Search engines show a site's icon and logo only from files they fetch, of 112 px or more
    // (Google asks a multiple of 48 for the icon); the page's own favicon is inline. Crawlers ask
    // for /favicon.ico whatever the page says.
    test("the icon and the Organization's logo are one PNG file, 192 px square, also at /favicon.ico", async ({
      page,
      request,
    }) => {
      await page.goto('/home');
      const icon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
      const json = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}';
      const logo = (JSON.parse(json) as { '@graph': { logo?: string }[] })['@graph'][0]?.logo ?? '';
      expect(new URL(logo).pathname).toBe(icon);
      const response = await request.get(icon);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body(); // its IHDR chunk: width, then height
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
      const favicon = await request.get('/favicon.ico');
      expect(favicon.status()).toBe(200);
      expect(new URL(favicon.url()).pathname).toBe(icon);
      expect((await favicon.body()).equals(png)).toBe(true);
    });
  });
});
