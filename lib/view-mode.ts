import { APP_IDS, type CatalogueModule, type CatalogueProduct } from '../content/catalogue';

export const VIEW_MODES = ['business', 'individual'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const VIEW_MODE_LABELS: Record<ViewMode, string> = {
  business: 'Business',
  individual: 'Individual',
};

/** Products-list page: individual visitors see only these product ids (spec section 4). */
export const INDIVIDUAL_PRODUCT_IDS: readonly number[] = [100, 300];

/**
 * All-apps page: individual visitors see only these two apps, the apps of products 100 and 300
 * (Hub and Vault), so that both pages offer an individual the same two (DECISIONS.md; a unit
 * test holds the two lists together).
 */
export const INDIVIDUAL_APP_IDS: readonly string[] = [APP_IDS.hub, APP_IDS.vault];

/** Reads a mode from untrusted input such as `?usertype=`; anything unknown is business. */
export function parseViewMode(value: string | null | undefined): ViewMode {
  return value === 'individual' ? 'individual' : 'business';
}

/**
 * The products page's filter: business shows everything; individual shows ids 100 and 300 and
 * drops the phases left empty (a heading over nothing would read as an error).
 */
export function productsForMode(modules: CatalogueModule[], mode: ViewMode): CatalogueModule[] {
  if (mode === 'business') return modules;
  return modules
    .map((module) => ({
      ...module,
      products: module.products.filter((product) => INDIVIDUAL_PRODUCT_IDS.includes(product.id)),
    }))
    .filter((module) => module.products.length > 0);
}

/** An app as the picker shows it. */
export interface PickerApp {
  id: string;
  name: string;
  icon: string;
  description: string;
  disabled: boolean;
}

export interface PickerModule {
  phase: CatalogueModule['phase'];
  title: string;
  heading: string;
  image: string;
  apps: PickerApp[];
}

function toPickerApp(product: CatalogueProduct): PickerApp {
  return {
    id: product.appId ?? String(product.id),
    name: product.name,
    icon: product.icon,
    description: product.description,
    disabled: product.appId === undefined,
  };
}

export function toPickerModules(modules: CatalogueModule[]): PickerModule[] {
  return modules.map(({ phase, title, heading, image, products }) => ({
    phase,
    title,
    heading,
    image,
    apps: products.map(toPickerApp),
  }));
}

/** The all-apps filter: individual shows only the allow-listed apps and drops modules left empty. */
export function appsForMode(modules: PickerModule[], mode: ViewMode): PickerModule[] {
  if (mode === 'business') return modules;
  return modules
    .map((module) => ({ ...module, apps: module.apps.filter((app) => INDIVIDUAL_APP_IDS.includes(app.id)) }))
    .filter((module) => module.apps.length > 0);
}
