import { APP_IDS, catalogue } from '@/content/catalogue';

import { isIndividualProduct, parseViewMode, toPickerModules, type PickerApp } from './view-mode';

const products = catalogue.flatMap((module) => module.products);

describe('parseViewMode', () => {
  it.each([
    ['individual', 'individual'],
    ['business', 'business'],
    [null, 'business'],
    ['INDIVIDUAL', 'business'],
    ['', 'business'],
  ] as const)('reads %p as %p', (input, expected) => {
    expect(parseViewMode(input)).toBe(expected);
  });
});

describe('isIndividualProduct', () => {
  it('offers individuals only products 100 and 300', () => {
    expect(products.filter(isIndividualProduct).map((product) => product.id)).toEqual([100, 300]);
  });

  it('leaves the Build phase with nothing for individuals', () => {
    const phases = catalogue.filter((module) => module.products.some(isIndividualProduct));
    expect(phases.map((module) => module.phase)).toEqual(['design', 'manage']);
  });
});

describe('toPickerModules', () => {
  const apps = toPickerModules(catalogue).flatMap((module) => module.apps);

  it('enables exactly Hub, Progress Report, Task Management and Vault, with their opaque ids', () => {
    expect(apps.filter((app) => !app.disabled).map((app) => [app.name, app.id])).toEqual([
      ['Hub', APP_IDS.hub],
      ['Progress Report', APP_IDS.progressReport],
      ['Task Management', APP_IDS.taskManagement],
      ['Vault', APP_IDS.vault],
    ]);
  });

  it("keeps each module's phase, heading and image, and each app's name, icon and description", () => {
    const shown = ({ name, icon, description }: Pick<PickerApp, 'name' | 'icon' | 'description'>) => ({
      name,
      icon,
      description,
    });
    expect(toPickerModules(catalogue).map(({ apps, ...module }) => ({ ...module, apps: apps.map(shown) }))).toEqual(
      catalogue.map(({ phase, heading, image, products }) => ({ phase, heading, image, apps: products.map(shown) })),
    );
  });

  it('gives every disabled app its 3-digit product id', () => {
    const disabled = apps.filter((candidate) => candidate.disabled);
    expect(disabled.length).toBeGreaterThan(0);
    for (const app of disabled) expect(app.id).toMatch(/^\d{3}$/);
  });
});

describe('individual apps', () => {
  const apps = toPickerModules(catalogue).flatMap((module) => module.apps);

  it('are Hub and Vault alone', () => {
    expect(apps.filter((app) => app.individual).map((app) => app.name)).toEqual(['Hub', 'Vault']);
  });
});
