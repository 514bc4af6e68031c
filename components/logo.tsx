import { ROUTES } from '@/content/routes.mjs';
import { BRAND_NAME } from '@/content/site';

export function Logo() {
  return (
    <a href={ROUTES.home} className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span>{BRAND_NAME}</span>
    </a>
  );
}
