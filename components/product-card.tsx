import Link from 'next/link';

import { Icon } from '@/components/icon';
import { COMING_SOON, type CatalogueProduct } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { FOLLOWS_INPUT } from '@/lib/early-input-script.mjs';

interface ProductCardProps {
  product: CatalogueProduct;
  /** The app picker with this product's app selected, in the visitor's view mode; none while it is coming soon. */
  tryHref?: string;
}

/** A product on the products page (the app picker has its own selectable card). */
export function ProductCard({ product, tryHref }: ProductCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
        <Icon name={product.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{product.name}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{product.description}</p>
      <div className="mt-5">
        {tryHref ? (
          <Link
            href={tryHref}
            // Its address follows the view mode: tapped after a mode tap the code has not seen yet,
            // it waits for that tap (lib/early-input-script.mjs).
            {...{ [FOLLOWS_INPUT]: true }}
            aria-label={`${productsPage.tryForFree}: ${product.name}`}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {productsPage.tryForFree}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : (
          <span className="text-xs font-semibold text-ink-muted">{COMING_SOON}</span>
        )}
      </div>
    </article>
  );
}
