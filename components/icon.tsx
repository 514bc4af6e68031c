import { iconPath } from '@/lib/icon-name';

interface IconProps {
  /** `namespace:name`, a file under public/icons/<namespace>/<name>.svg */
  name: string;
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

/**
 * Every icon in the site. Rendered as a plain <img> in the static HTML. A failed load is replaced
 * by a neutral fallback by the listener in components/error-capture-script.tsx, which also catches
 * failures before hydration, and reported by components/error-reporter.tsx (lib/report-error).
 */
export function Icon({ name, className = 'size-6', label }: IconProps) {
  return (
    <img
      src={iconPath(name)}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      data-icon={name}
      className={className}
      width={24}
      height={24}
      decoding="async"
      // Lazy also stops React from adding a <link rel=preload> for every icon to the page's head.
      loading="lazy"
    />
  );
}
