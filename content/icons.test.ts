import { existsSync } from 'node:fs';
import path from 'node:path';

import { iconPath } from '@/lib/icon-name';
import { layOutIconSprite } from '@/lib/icon-sprite.mjs';

import { whatWeDo } from './about';
import { catalogue } from './catalogue';
import { socialLinks } from './navigation';
import { serviceModules, valueCards } from './services';

/** Every icon name the content uses, plus the ones components name directly. */
const ICON_NAMES = new Set([
  ...serviceModules.flatMap((module) => [module.icon, ...module.services.map((service) => service.icon)]),
  ...valueCards.map((card) => card.icon),
  ...catalogue.flatMap((module) => module.products.map((product) => product.icon)),
  ...whatWeDo.map((item) => item.icon),
  ...socialLinks.map((link) => link.icon),
  'ui:check',
  'ui:alert',
  'ui:fallback',
]);

describe('icons', () => {
  it.each([...ICON_NAMES])('%s has its SVG file under public/icons/', (name) => {
    expect(existsSync(path.join(process.cwd(), 'public', iconPath(name)))).toBe(true);
  });

  it.each([...ICON_NAMES].filter((name) => name !== 'ui:fallback'))('%s is in the icon sprite', (name) => {
    expect(layOutIconSprite().positions.has(name)).toBe(true);
  });
});
