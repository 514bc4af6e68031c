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
  });
});
