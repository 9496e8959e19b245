import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { PriceInfo } from '~/features/catalog/product';

export function Price({ price, from = false, size = 'md', testId }: { price: PriceInfo | null; from?: boolean; size?: 'sm' | 'md' | 'lg'; testId?: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (!price) return <span className="price price--none">{t('product.priceOnRequest')}</span>;
  return (
    <span className={`price price--${size}`} data-testid={testId}>
      {price.originalAmount !== null ? (
        <del className="price__original">
          <span className="visually-hidden">{t('product.originalPrice')} </span>
          {money(price.originalAmount, price.currencyCode)}
        </del>
      ) : null}
      <span className="price__amount">
        {from ? `${t('product.priceFrom')} ` : null}
        {money(price.amount, price.currencyCode)}
      </span>
    </span>
  );
}
