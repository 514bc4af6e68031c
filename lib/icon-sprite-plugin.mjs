// Adds each icon's place in the sprite to the style sheet (lib/icon-sprite.mjs), from the icon
// files as they are when Tailwind builds it. Loaded by `@plugin` in app/globals.css.
import plugin from 'tailwindcss/plugin';

import { iconSpriteCss, layOutIconSprite } from './icon-sprite.mjs';

export default plugin(({ addBase }) => {
  addBase(iconSpriteCss(layOutIconSprite().positions));
});
