import { Icon } from '@/components/icon';
import { card } from '@/components/styles';
import { businessOnly, individualOnly } from '@/components/view-mode-radios';
import { COMING_SOON, type CatalogueProduct } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { pickerUrl } from '@/lib/picker-url';
import { isIndividualProduct, type ViewMode } from '@/lib/view-mode';

/** Which Try For Free shows: the one of the mode checked in the products page's toggle. */
const shownIn: Record<ViewMode, string> = { business: businessOnly, individual: individualOnly };

/** A product on the products page (the app picker has its own selectable card). */
export function ProductCard({ product }: { product: CatalogueProduct }) {
  const { appId } = product;
  // Individual visitors only ever see the products offered to them.
  const modes: ViewMode[] = isIndividualProduct(product) ? ['business', 'individual'] : ['business'];
  return (
    <article className={`${card} flex h-full flex-col`}>
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
        <Icon name={product.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{product.name}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{product.description}</p>
      <div className="mt-5">
        {appId === undefined ? (
          <span className="text-xs font-semibold text-ink-muted">{COMING_SOON}</span>
        ) : (
          modes.map((mode) => (
            <a
              key={mode}
              href={pickerUrl(mode, appId)}
              aria-label={`${productsPage.tryForFree}: ${product.name}`}
              className={`rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline ${shownIn[mode]}`}
            >
              {productsPage.tryForFree}
              <span aria-hidden="true"> →</span>
            </a>
          ))
        )}
      </div>
    </article>
  );
}
