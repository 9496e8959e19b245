import { useTranslation } from '~/lib/i18n';
import type { Product } from '~/features/catalog/product';
import { ProductGrid } from './ProductCard';

export function LastVisited({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="section last-visited" aria-labelledby="last-visited-title" data-testid="last-visited">
      <h2 id="last-visited-title" className="section__title">
        {t('home.lastVisited')}
      </h2>
      <ProductGrid products={products} testId="last-visited-grid" />
    </section>
  );
}
