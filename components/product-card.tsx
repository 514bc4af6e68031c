import { Icon } from '@/components/icon';
import type { CatalogueProduct } from '@/content/catalogue';

/** A product on the products page (the app picker has its own selectable card). */
export function ProductCard({ product }: { product: CatalogueProduct }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
        <Icon name={product.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{product.name}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{product.description}</p>
      {product.appId === undefined && <p className="mt-4 text-xs font-semibold text-ink-muted">Coming soon</p>}
    </article>
  );
}
