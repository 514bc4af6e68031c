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

/** Whether the products page shows `product` to individuals (the page's style sheet hides the rest). */
export function isIndividualProduct(product: CatalogueProduct): boolean {
  return INDIVIDUAL_PRODUCT_IDS.includes(product.id);
}

/** An app as the picker shows it. */
export interface PickerApp {
  id: string;
  name: string;
  icon: string;
  description: string;
  disabled: boolean;
  /** Offered in the individual view too (INDIVIDUAL_APP_IDS). */
  individual: boolean;
}

export interface PickerModule {
  phase: CatalogueModule['phase'];
  heading: string;
  image: string;
  apps: PickerApp[];
}

function toPickerApp(product: CatalogueProduct): PickerApp {
  const id = product.appId ?? String(product.id);
  return {
    id,
    individual: INDIVIDUAL_APP_IDS.includes(id),
    name: product.name,
    icon: product.icon,
    description: product.description,
    disabled: product.appId === undefined,
  };
}

export function toPickerModules(modules: CatalogueModule[]): PickerModule[] {
  return modules.map(({ phase, heading, image, products }) => ({
    phase,
    heading,
    image,
    apps: products.map(toPickerApp),
  }));
}
