import { layOutIconSprite } from '@/lib/icon-sprite.mjs';

// Written to out/icons/sprite.svg by the static export: every icon in one file (lib/icon-sprite.mjs).
export const dynamic = 'force-static';

export function GET() {
  const { svg } = layOutIconSprite();
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
