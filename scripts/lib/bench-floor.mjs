// The floor: the built home page's text as plain HTML, with no JavaScript, CSS, images or fonts; the
// fastest page this content can be.

/** Elements kept (without attributes, except a link's `href` and `aria-label`); every other tag is dropped, its text kept. */
const KEPT = new Set('h1 h2 h3 h4 p ul ol li a header nav main footer section address'.split(' '));

/** Removed with everything inside them. */
const REMOVED = ['script', 'style', 'noscript', 'template', 'svg', 'head', 'button'];

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** The floor page for a built page's HTML. */
export function floorHtml(pageHtml) {
  const title = /<title>([^<]*)<\/title>/i.exec(pageHtml)?.[1] ?? 'Home';
  const description = /<meta name="description" content="([^"]*)"/i.exec(pageHtml)?.[1] ?? '';
  let body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(pageHtml)?.[1] ?? '').replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of REMOVED) body = body.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'gi'), '');
  body = body.replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (tag, name) => {
    const element = name.toLowerCase();
    if (!KEPT.has(element)) return ' ';
    if (tag.startsWith('</')) return `</${element}>`;
    if (element !== 'a') return `<${element}>`;
    const label = attribute(tag, 'aria-label');
    return `<a href="${attribute(tag, 'href') ?? ''}"${label ? ` aria-label="${label}"` : ''}>`;
  });
  body = body.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n');
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${description}"><link rel="icon" href="data:,">`;
  return `<!doctype html>\n<html lang="en">\n<head>\n${head}\n</head>\n<body>\n${body.trim()}\n</body>\n</html>\n`;
}
