import type { CatalogueModule, CatalogueProduct } from '../content/catalogue';

export const VIEW_MODES = ['business', 'individual'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const VIEW_MODE_LABELS: Record<ViewMode, string> = {
  business: 'Business',
  individual: 'Individual',
};

/**
 * Individual visitors see only these products (spec section 4), and on /all-apps only their apps,
 * Hub and Vault, so that both pages offer an individual the same two (DECISIONS.md).
 */
export const INDIVIDUAL_PRODUCT_IDS: readonly number[] = [100, 300];

/** Reads a mode from untrusted input such as `?usertype=`; anything unknown is business. */
export function parseViewMode(value: string | null | undefined): ViewMode {
  return value === 'individual' ? 'individual' : 'business';
}

/** Whether individuals are offered `product` (the pages' style sheets hide the rest). */
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
  /** Offered in the individual view too (INDIVIDUAL_PRODUCT_IDS). */
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
    individual: isIndividualProduct(product),
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
