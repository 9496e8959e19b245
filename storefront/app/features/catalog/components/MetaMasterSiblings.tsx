import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import type { MetaMasterSiblings as Siblings } from '~/features/catalog/meta-master.server';
import { isProductInStock } from '@electroshop/contracts/catalog';
import { lowestPrice, productQuality } from '~/features/catalog/product';
import { Price } from '~/components/Price';
import { productUrl } from './ProductCard';
import { QualityBadge } from '~/components/QualityBadge';
import { StockState } from './StockState';

/**
 * "The same device in another quality": the other members of the product's
 * meta master with grade, price and stock, each linking to its product page.
 */
export function MetaMasterSiblings({ siblings }: { siblings: Siblings | null }) {
  const { t } = useTranslation();
  if (!siblings || siblings.products.length === 0) return null;
  return (
    <section className="section meta-master" aria-labelledby="meta-master-title" data-testid="meta-master-siblings">
      <h2 id="meta-master-title" className="section__title">
        {t('metaMaster.title')}
      </h2>
      <p className="section__lead">{t('metaMaster.lead', { name: siblings.name })}</p>
      <ul className="meta-master__list">
        {siblings.products.map((product) => {
          const cheapest = lowestPrice(product);
          const quality = productQuality(product);
          return (
            <li key={product.id}>
              <Link to={productUrl(product.handle)} className="meta-master__item" data-testid="meta-master-sibling" data-handle={product.handle}>
                <span className="meta-master__grade">
                  <QualityBadge quality={quality} />
                  {!quality ? <span>{t('metaMaster.unknownGrade')}</span> : null}
                </span>
                <span className="meta-master__name">{product.title}</span>
                <span className="meta-master__price">
                  <Price price={cheapest?.price ?? null} from={cheapest?.several} size="sm" />
                </span>
                <StockState inStock={isProductInStock(product)} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
