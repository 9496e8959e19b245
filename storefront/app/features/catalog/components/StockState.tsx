import { useTranslation } from '~/lib/i18n';

export function StockState({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`stock ${inStock ? 'stock--in' : 'stock--out'}`} data-testid="stock-state">
      {inStock ? t('product.inStock') : t('product.outOfStock')}
    </span>
  );
}
