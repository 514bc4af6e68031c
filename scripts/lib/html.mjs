// Reading a static export's HTML without a parser: the few things the build steps, the bench and
// the hosting config need. Next.js writes regular markup ("<" escaped as \u003c inside its inline
// payload), which is all these are for.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every .html file under dir, recursively. */
export function htmlFiles(dir) {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return names.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An HTML attribute's value as the browser reads it (character references decoded). */
function decodeAttribute(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * The attributes of an opening tag's text (`src="a" async`), as lower-cased name -> decoded value.
 * @param {string} text
 */
export function parseAttributes(text) {
  /** @type {Record<string, string | undefined>} */
  const attributes = {};
  for (const match of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}
