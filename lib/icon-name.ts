import { ICON_SPRITE_VERSION } from './env.mjs';

/** Every icon in one image (lib/icon-sprite.mjs, served by app/icons/sprite.svg/route.ts). */
export const ICON_SPRITE_FILE = '/icons/sprite.svg';

/**
 * The sprite's URL, with its content hash: the style sheet that places each icon in it is built
 * with it, and a browser must not keep an older sprite (images are cached an hour) for a newer
 * style sheet.
 */
export const ICON_SPRITE_PATH = ICON_SPRITE_VERSION ? `${ICON_SPRITE_FILE}?v=${ICON_SPRITE_VERSION}` : ICON_SPRITE_FILE;

/** The neutral image an icon shows when the sprite fails to load. */
export const FALLBACK_ICON_PATH = iconPath('ui:fallback');

/**
 * An icon's full name, `namespace:name`: a bare `name` is in the `ui` namespace (DECISIONS.md). A
 * name with more than one colon, or an empty part, is a programming error: it throws, naming it,
 * and so fails the build of the page that draws it.
 */
export function iconName(value: string): string {
  const parts = value.split(':');
  if (parts.length > 2 || parts.some((part) => !part)) {
    throw new Error(`Invalid icon name "${value}": expected "namespace:name" or a bare "name"`);
  }
  return parts.length === 1 ? `ui:${value}` : value;
}

/** Where the icon's SVG file is served from. */
export function iconPath(value: string): string {
  return `/icons/${iconName(value).replace(':', '/')}.svg`;
}
