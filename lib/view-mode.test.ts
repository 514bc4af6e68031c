import { APP_IDS, catalogue } from '@/content/catalogue';

import { INDIVIDUAL_APP_IDS, appsForMode, parseViewMode, productsForMode, toPickerModules } from './view-mode';

const ids = (modules: { products: { id: number }[] }[]) =>
  modules.flatMap((module) => module.products.map((p) => p.id));

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

describe('productsForMode', () => {
  it('shows every product to businesses', () => {
    expect(ids(productsForMode(catalogue, 'business'))).toEqual(ids(catalogue));
  });

  it('shows only products 100 and 300 to individuals', () => {
    expect(ids(productsForMode(catalogue, 'individual'))).toEqual([100, 300]);
  });

  it('drops the phases an individual has nothing in', () => {
    expect(productsForMode(catalogue, 'individual').map((module) => module.phase)).toEqual(['design', 'manage']);
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

  it('gives every disabled app its 3-digit product id', () => {
    for (const app of apps.filter((candidate) => candidate.disabled)) expect(app.id).toMatch(/^\d{3}$/);
  });
});

describe('appsForMode', () => {
  const modules = toPickerModules(catalogue);

  it('shows every module to businesses', () => {
    expect(appsForMode(modules, 'business')).toBe(modules);
  });

  it('shows individuals only Hub and Vault, dropping the emptied Build module', () => {
    const filtered = appsForMode(modules, 'individual');
    expect(filtered.map((module) => module.phase)).toEqual(['design', 'manage']);
    expect(filtered.flatMap((module) => module.apps.map((app) => app.name))).toEqual(['Hub', 'Vault']);
  });

  it('offers individuals the apps of the products an individual sees on the products page', () => {
    const products = productsForMode(catalogue, 'individual').flatMap((module) => module.products);
    expect(INDIVIDUAL_APP_IDS).toEqual(products.map((product) => product.appId));
    expect(INDIVIDUAL_APP_IDS).toEqual([APP_IDS.hub, APP_IDS.vault]);
  });
});
