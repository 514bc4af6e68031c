import { ProductCard } from '@/components/product-card';
import { ViewModeRadios, businessOnly, modeScope } from '@/components/view-mode-radios';
import type { CatalogueModule } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { isIndividualProduct } from '@/lib/view-mode';

/**
 * The products page's cards with the Business / Individual toggle, no script at all: the toggle is
 * a pair of radios and the style sheet hides, while Individual is checked, every product but 100
 * and 300 and the phases left empty. Each card's Try For Free has a link per mode (the picker in
 * that mode), and the style sheet shows the checked mode's.
 */
export function ProductsByMode({ modules }: { modules: CatalogueModule[] }) {
  return (
    <div className={modeScope}>
      <ViewModeRadios name="products-mode" label={productsPage.modeGroupLabel} />
      <div className="mt-10 space-y-16">
        {modules.map((module) => (
          <section
            key={module.phase}
            aria-labelledby={`phase-${module.phase}`}
            className={module.products.some(isIndividualProduct) ? '' : businessOnly}
          >
            {/* The heading is the phase's name alone; its longer title sits beside it, outside the heading. */}
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 id={`phase-${module.phase}`} className="text-2xl font-bold">
                {module.title}
              </h2>
              <p className="text-base font-medium text-ink-muted">{module.heading}</p>
            </div>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {module.products.map((product) => (
                <li key={product.id} className={isIndividualProduct(product) ? '' : businessOnly}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
