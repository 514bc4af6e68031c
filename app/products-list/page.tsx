import { PageFrame } from '@/components/page-frame';
import { PageHeader } from '@/components/page-header';
import { ProductsByMode } from '@/components/products-by-mode';
import { sectionInner } from '@/components/styles';
import { catalogue } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: productsPage.title,
  description: productsPage.description,
  path: ROUTES.productsList,
});

export default function ProductsListPage() {
  return (
    <PageFrame current={ROUTES.productsList}>
      <PageHeader eyebrow={productsPage.eyebrow} title={productsPage.title} lead={productsPage.lead} />
      <div className={`${sectionInner} pb-20`}>
        <ProductsByMode modules={catalogue} />
      </div>
    </PageFrame>
  );
}
