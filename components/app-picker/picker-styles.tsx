import { firstPaintRevealCss } from '@/lib/reveal';
import { SCREENS } from '@/lib/screens';
import type { PickerApp } from '@/lib/view-mode';

import { MODE_INPUT } from './ids';

const mode = (value: string) => `:has([name=${MODE_INPUT}][value=${value}]:checked)`;
/** While an app on offer in the checked mode is checked. */
const CHOSEN = [`${mode('business')}:has([name=apps]:checked)`, `${mode('individual')}:has([data-individual]:checked)`];
const whileChosen = (rule: (root: string) => string) => CHOSEN.map((has) => rule(`:root${has}`)).join('');

/**
 * The app picker's style sheet, made from the catalogue when the page is built, so that what a
 * tap on a card changes is drawn by the browser before any script, and without one:
 * - while an app on offer in the checked mode is checked, the selection shows (`[data-selection]`:
 *   the panel beside the cards above 900px, the bar at 900px or narrower), and at 900px or
 *   narrower the page keeps room for the bar (what Tab or a jump brings into view stops above it);
 * - the panel lists each checked app (`[data-picked]`);
 * - the first screen's cards fade in with the first paint (lib/reveal.ts), without the stagger
 *   once Individual is chosen (its cards are few and far apart in that order).
 * The count is a CSS counter (`apps`) of the checked cards that are shown.
 */
export function PickerStyles({ apps }: { apps: PickerApp[] }) {
  const rows = apps
    .filter((app) => !app.disabled)
    .map(
      (app) =>
        `:root:has([name=apps][value="${app.id}"]:checked)${app.individual ? '' : mode('business')} [data-picked="${app.id}"]{display:flex}`,
    );
  const css = [
    // The first paint's stagger counts every card; once Individual is chosen, the few it shows come at once.
    `:root${mode('individual')} [data-reveal]{animation-delay:0s}`,
    `@media (width>=${SCREENS.picker}){${whileChosen((root) => `${root} [data-selection=panel]{display:block}${root} [data-selection=hint]{display:none}`)}}`,
    `@media (width<${SCREENS.picker}){${whileChosen((root) => `${root}{scroll-padding-bottom:5.5rem}${root} body{padding-bottom:4.5rem}${root} [data-selection=bar]{display:block}`)}}`,
    ...rows,
  ];
  return <style>{`${css.join('')}${firstPaintRevealCss(apps.length)}`}</style>;
}
