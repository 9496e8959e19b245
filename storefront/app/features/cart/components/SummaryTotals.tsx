import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { SummaryTotals as Totals } from '~/features/cart/summary';

/** Items, shipping, discount, total and the VAT it includes. */
export function SummaryTotals({ totals, showShipping = true }: { totals: Totals; showShipping?: boolean }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const m = (amount: number) => money(amount, totals.currencyCode);
  return (
    <dl className="totals" data-testid="totals">
      <div className="totals__row">
        <dt>{t('summary.items')}</dt>
        <dd>{m(totals.itemTotal)}</dd>
      </div>
      {showShipping ? (
        <div className="totals__row">
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="shipping-total">{m(totals.shippingTotal)}</dd>
        </div>
      ) : null}
      {totals.discountTotal > 0 ? (
        <div className="totals__row totals__row--discount">
          <dt>{t('summary.discount')}</dt>
          <dd data-testid="discount-total">−{m(totals.discountTotal)}</dd>
        </div>
      ) : null}
      <div className="totals__row totals__row--total">
        <dt>{t('summary.total')}</dt>
        <dd data-testid="grand-total">{m(totals.total)}</dd>
      </div>
      <div className="totals__row totals__row--vat">
        <dt>{t('summary.vatIncluded')}</dt>
        <dd data-testid="tax-total">{m(totals.taxTotal)}</dd>
      </div>
    </dl>
  );
}
