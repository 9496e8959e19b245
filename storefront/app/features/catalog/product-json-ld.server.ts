import type { PublicReviewList } from '@electroshop/contracts/review';
import { productImages, productMeta, variantPrice, type Product, type Variant } from './product';

/**
 * The product as schema.org structured data for search engines: name,
 * images, SKU, brand, the selected variant's offer and, once the product has
 * approved reviews, their `aggregateRating`; as the text of a
 * `<script type="application/ld+json">`, with `<` escaped so no text can
 * close the element.
 */
export function productJsonLd(product: Product, variant: Variant | null, inStock: boolean, reviews: PublicReviewList | null): string {
  const price = variantPrice(variant);
  const brand = productMeta(product, 'manufacturer');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    image: productImages(product),
    ...(variant?.sku ? { sku: variant.sku } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.amount,
            priceCurrency: price.currencyCode.toUpperCase(),
            availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
          },
        }
      : {}),
    ...(reviews?.count && reviews.average_rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average_rating,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
