import { useMediaQuery } from '@/components/use-media-query';

/** At 900px or narrower the selection panel is a slide-in (tailwind.config.ts: `picker` starts at 901px). */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 900px)', false);
}
