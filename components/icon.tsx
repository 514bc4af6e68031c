import { ICON_SPRITE_PATH, iconName } from '@/lib/icon-name';

interface IconProps {
  /** `namespace:name` (or a bare `name`, in `ui`): public/icons/<namespace>/<name>.svg, drawn from the sprite */
  name: string;
  className?: string;
}

/**
 * Every icon in the site. Rendered as a plain <img> of the icon sprite in the static HTML, moved
 * to the icon's square by the style sheet's `img[data-icon="…"]` rule (lib/icon-sprite.mjs), so
 * that a page makes one image request for all its icons. A failed load is replaced
 * by a neutral fallback by the listener in components/error-capture-script.tsx, which also catches
 * failures before hydration, and reported by components/error-reporter.tsx (lib/report-error).
 */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <img
      src={ICON_SPRITE_PATH}
      alt=""
      aria-hidden
      data-icon={iconName(name)}
      className={className}
      width={24}
      height={24}
      decoding="async"
      // Lazy also stops React from adding a <link rel=preload> for every icon to the page's head.
      loading="lazy"
    />
  );
}
