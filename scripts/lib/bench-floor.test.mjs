import { floorHtml } from './bench-floor.mjs';

describe('floorHtml', () => {
  describe('a built page', () => {
    const page = `<!DOCTYPE html><html lang="en-IN"><head><title>Home | HomeOS</title>
      <meta name="description" content="The OS for Home Owners"/><link rel="stylesheet" href="/a.css"/>
      <script src="/a.js" async=""></script></head>
      <body class="flex"><header class="fixed"><a class="x" href="/home" aria-label="HomeOS home"><svg><path d="M0"/></svg></a></header>
      <main id="main"><h1 class="text-4xl">The OS for <span>Home Owners</span></h1>
      <img src="/hero.svg" alt=""/><button type="button">Open</button>
      <p>Plan &amp; build.</p><noscript><style>x{}</style></noscript></main>
      <script>self.__next_f.push([1,"payload"])</script></body></html>`;
    const floor = floorHtml(page);

    test('keeps the title, the description, the headings, the text and the links', () => {
      expect(floor).toContain('<title>Home | HomeOS</title>');
      expect(floor).toContain('<meta name="description" content="The OS for Home Owners">');
      expect(floor).toMatch(/<h1>The OS for\s+Home Owners\s*<\/h1>/);
      expect(floor).toContain('<p>Plan &amp; build.</p>');
      expect(floor).toContain('<a href="/home" aria-label="HomeOS home">');
    });

    test('has no script, style, image, button or class', () => {
      expect(floor).not.toMatch(/<script|<style|<link rel="stylesheet"|<img|<svg|<button|class=|payload/);
    });
  });
});
