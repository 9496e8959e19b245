import type { Product } from '~/features/catalog/product';
import { ProductGrid } from './ProductCard';

/** A titled row of product cards: the last visited products, the recommended accessories. Nothing when empty. */
export function ProductStrip({ id, title, products }: { id: string; title: string; products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={`section ${id}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="section__title">
        {title}
      </h2>
      <ProductGrid products={products} testId={`${id}-grid`} />
    </section>
  );
}
