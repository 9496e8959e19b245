import { Link } from '@remix-run/react';
import { isProductInStock } from '@electroshop/contracts/catalog';
import { lowestPrice, productMeta, productQuality, type CardProduct } from '~/features/catalog/product';
import { useTranslation } from '~/lib/i18n';
import { Price } from '~/components/Price';
import { QualityBadge } from '~/components/QualityBadge';
import { RatingStars } from '~/components/RatingStars';
import { StockState } from './StockState';
import { FavoriteButton } from '~/features/account/components/FavoriteButton';

export function productUrl(handle: string): string {
  return `/p/${encodeURIComponent(handle)}`;
}

/**
 * `favorite`: the page knows the product is a favourite (otherwise the shopper request tells the heart).
 * `first`: a card at the top of a listing, whose picture is the page's largest paint on a phone: loaded
 * at once and first rather than lazily after layout.
 */
export function ProductCard({ product, favorite, first }: { product: CardProduct; favorite?: boolean; first?: boolean }) {
  const { t } = useTranslation();
  const cheapest = lowestPrice(product);
  const manufacturer = productMeta(product, 'manufacturer');
  const rating = product.rating;
  return (
    <article className="product-card" data-testid="product-card" data-handle={product.handle}>
      <Link to={productUrl(product.handle)} className="product-card__link" prefetch="intent">
        <div className="product-card__image">
          {product.thumbnail ? (
            <img src={product.thumbnail} alt="" width={240} height={240} {...(first ? { fetchpriority: 'high' } : { loading: 'lazy' })} />
          ) : (
            <span className="product-card__placeholder" aria-hidden="true" />
          )}
          <span className="product-card__badges">
            <QualityBadge quality={productQuality(product)} />
            {product.offers?.map((label) => (
              <span key={label} className="badge badge--offer" data-testid="card-offer">
                {label}
              </span>
            ))}
          </span>
        </div>
        <div className="product-card__body">
          {manufacturer ? <span className="product-card__brand">{manufacturer}</span> : null}
          <h3 className="product-card__title">{product.title}</h3>
          {rating ? (
            <p className="product-card__rating" data-testid="card-rating">
              <RatingStars rating={rating.average_rating} />
              <span>{t('reviews.count', { count: rating.count })}</span>
            </p>
          ) : null}
          <div className="product-card__footer">
            <Price price={cheapest?.price ?? null} from={cheapest?.several} />
            <StockState inStock={isProductInStock(product)} />
          </div>
        </div>
      </Link>
      <FavoriteButton productId={product.id} pressed={favorite} />
    </article>
  );
}

/** `first`: the grid opens its page (a listing), so its first row's pictures load at once. */
export function ProductGrid({
  products,
  testId = 'product-grid',
  favorite,
  first,
}: {
  products: CardProduct[];
  testId?: string;
  favorite?: boolean;
  first?: boolean;
}) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} favorite={favorite} first={first && index < 2} />
        </li>
      ))}
    </ul>
  );
}
