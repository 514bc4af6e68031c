'use client';

import { useState } from 'react';

import { ProductCard } from '@/components/product-card';
import { ViewModeToggle } from '@/components/view-mode-toggle';
import type { CatalogueModule } from '@/content/catalogue';
import { productsPage } from '@/content/pages';
import { pickerUrl } from '@/lib/picker-url';
import { productsForMode, type ViewMode } from '@/lib/view-mode';

/**
 * The products page's cards with the Business / Individual toggle. The static HTML is the
 * business view (every product), which is also what visitors without JavaScript get, with a note
 * that the toggle needs JavaScript (pressed without it, Individual cannot switch).
 */
export function ProductsByMode({ modules }: { modules: CatalogueModule[] }) {
  const [mode, setMode] = useState<ViewMode>('business');

  return (
    <>
      <noscript>
        <p className="mb-4 text-sm text-ink-muted">{productsPage.noScript}</p>
      </noscript>
      <ViewModeToggle mode={mode} onChange={setMode} label={productsPage.modeGroupLabel} />
      <div className="mt-10 space-y-16">
        {productsForMode(modules, mode).map((module) => (
          <section key={module.phase} aria-labelledby={`phase-${module.phase}`}>
            {/* The heading is the phase's name alone; its longer title sits beside it, outside the heading. */}
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h2 id={`phase-${module.phase}`} className="text-2xl font-bold">
                {module.title}
              </h2>
              <p className="text-base font-medium text-ink-muted">{module.heading}</p>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {module.products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    tryHref={product.appId === undefined ? undefined : pickerUrl(mode, product.appId)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
