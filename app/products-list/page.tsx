import { PageHeader } from '@/components/page-header';
import { ProductCard } from '@/components/product-card';
import { sectionInner } from '@/components/styles';
import { catalogue } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: productsPage.title,
  description: productsPage.description,
  path: '/products-list',
});

export default function ProductsListPage() {
  return (
    <>
      <PageHeader eyebrow={productsPage.eyebrow} title={productsPage.title} lead={productsPage.lead} />
      <div className={`${sectionInner} space-y-16 pb-20`}>
        {catalogue.map((module) => (
          <section key={module.phase} aria-labelledby={`phase-${module.phase}`}>
            <h2 id={`phase-${module.phase}`} className="text-2xl font-bold">
              {module.title}
              <span className="ml-3 text-base font-medium text-ink-muted">{module.heading}</span>
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {module.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
