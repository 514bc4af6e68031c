// Every icon in one file, so that a page makes one image request for its icons rather than one per
// icon (up to 27 on /home, each ~350 bytes under ~1 kB of response headers). docs/site.md says why.
//
// The icons stay one SVG file each under public/icons/<namespace>/<name>.svg (DECISIONS.md): this
// module lays them side by side, 24 px squares 30 px apart (so that no neighbour bleeds into an
// icon drawn at 16 or 20 px), into the sprite that app/icons/sprite.svg/route.ts serves. Each
// <img data-icon> shows the whole sprite scaled to its height (`object-fit: cover`) and moved
// along to its own square (`object-position`), by the rules `iconSpriteCss` writes into the
// style sheet (the Tailwind plugin lib/icon-sprite-plugin.mjs). A sprite that fails to load fails
// every icon: each is swapped for the fallback and reported (components/error-capture-script.tsx).
// Plain JavaScript, so that the Tailwind plugin imports it as it is; TypeScript reads the JSDoc.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** public/icons/ of the project being built (Next.js and Tailwind run in its root). */
const ICONS_DIR = path.join(process.cwd(), 'public', 'icons');
const ICON_SIZE = 24;
const PITCH = 30;
/** The fallback is shown when the sprite fails, so it stays a file of its own. */
const LEFT_OUT = new Set(['ui:fallback']);
const SVG_FILE = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"([^>]*)>([\s\S]*)<\/svg>\s*$/;

/**
 * The icons under `iconsDir` as `namespace:name`, sorted, each with its file's text.
 * @param {string} iconsDir
 */
function readIcons(iconsDir) {
  return readdirSync(iconsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(iconsDir, dir.name))
        .filter((file) => file.endsWith('.svg'))
        .map((file) => ({
          name: `${dir.name}:${file.slice(0, -'.svg'.length)}`,
          text: readFileSync(path.join(iconsDir, dir.name, file), 'utf8'),
        })),
    )
    .filter((icon) => !LEFT_OUT.has(icon.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * One icon as a square of the sprite. Icons are drawn on a 24 × 24 grid and carry no ids (an id
 * would be shared by the whole sprite); a file that is not so fails the build, naming it.
 * @param {{ name: string, text: string }} icon
 * @param {number} index
 */
function cell({ name, text }, index) {
  const match = SVG_FILE.exec(text);
  if (!match) throw new Error(`Icon ${name}: expected <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" …>`);
  const [, attributes, content] = match;
  if (/\sid=/.test(text)) throw new Error(`Icon ${name}: ids are not allowed (the sprite would share them)`);
  const size = `width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}"`;
  return `<svg x="${index * PITCH}" y="0" ${size}${attributes}>${content}</svg>`;
}

/**
 * The sprite's text, and each icon's horizontal `object-position` (a percentage: the share of the
 * sprite's overflow to its left once scaled to the icon's height).
 * @param {string} [iconsDir] public/icons/ (another folder in the unit tests)
 */
export function layOutIconSprite(iconsDir = ICONS_DIR) {
  const icons = readIcons(iconsDir);
  const width = (icons.length - 1) * PITCH + ICON_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${ICON_SIZE}" viewBox="0 0 ${width} ${ICON_SIZE}">${icons.map(cell).join('')}</svg>\n`;
  /** @type {Map<string, string>} */
  const positions = new Map(
    icons.map((icon, index) => [
      icon.name,
      icons.length > 1 ? `${+((index / (icons.length - 1)) * 100).toFixed(4)}%` : '0%',
    ]),
  );
  return { svg, positions };
}

/**
 * The style sheet's rules: every icon's <img> shows its square of the sprite, at any size.
 * (Another image in its place, such as the fallback, is square and is drawn whole.)
 * @param {Map<string, string>} positions
 * @returns {Record<string, Record<string, string>>}
 */
export function iconSpriteCss(positions) {
  return Object.fromEntries([
    ['img[data-icon]', { 'object-fit': 'cover' }],
    ...[...positions].map(([name, x]) => [`img[data-icon="${name}"]`, { 'object-position': `${x} 0` }]),
  ]);
}
