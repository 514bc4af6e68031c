import { ICON_SPRITE_VERSION } from './env.mjs';

export const DEFAULT_ICON_NAMESPACE = 'ui';

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

/** The window property through which failed icons reach the error reporter. */
export const ICON_FAILURES = '__iconFailures';

/** A failed icon, as queued for the error reporter: its name and the image it failed to load. */
export interface IconFailure {
  /** `namespace:name` */
  icon: string;
  /** The image's `src` as written in the page: the sprite's path (with its `?v=`) or an icon's own file. */
  src: string;
}

export interface IconName {
  namespace: string;
  name: string;
}

/**
 * Parses `namespace:name` (a bare `name` is in the default namespace).
 * A name with more than one colon, or with an empty part, is a programming error: it throws.
 */
export function parseIconName(value: string): IconName {
  const parts = value.split(':');
  if (parts.length > 2) {
    throw new Error(`Invalid icon name "${value}": expected "namespace:name" with at most one colon`);
  }
  const [first = '', second] = parts;
  const parsed =
    second === undefined ? { namespace: DEFAULT_ICON_NAMESPACE, name: first } : { namespace: first, name: second };
  if (!parsed.namespace || !parsed.name) {
    throw new Error(`Invalid icon name "${value}": the namespace and the name must not be empty`);
  }
  return parsed;
}

/** Where the icon's SVG file is served from. */
export function iconPath(value: string): string {
  const { namespace, name } = parseIconName(value);
  return `/icons/${namespace}/${name}.svg`;
}
