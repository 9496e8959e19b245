import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import type { SummaryLine } from '../summary';
import { CartChangeForm } from './CartChangeForm';

/**
 * How this line is paid: normally, on one of the installment barems covering
 * its total (arranged in a store or online), or leased. A plain form (works
 * without JavaScript); the backend checks the barem against the line.
 */
export function LinePaymentChoice({
  line,
  payments,
  currencyCode,
  busy,
}: {
  line: SummaryLine;
  payments: StoreCartLinePayments['lines'][string];
  currencyCode: string;
  /** The line's quantity change on its way: a payment chosen meanwhile waits for it. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const selectId = `line-payment-${line.id}`;
  const current = line.payment ? `${line.payment.kind}:${line.payment.barem_id}` : 'standard';
  const arrange = line.payment?.arrange_type ?? 'online';
  return (
    <CartChangeForm busy={busy} method="post" className="line-payment" data-testid="line-payment-form">
      <input type="hidden" name="intent" value="line-payment" />
      <input type="hidden" name="line_id" value={line.id} />
      <label htmlFor={selectId}>{t('linePayment.legend', { product: line.title })}</label>
      <select id={selectId} name="payment" defaultValue={current} data-testid="line-payment-select">
        <option value="standard">{t('linePayment.standard')}</option>
        {payments.installments.map((o) => (
          <option key={o.barem_id} value={`installment:${o.barem_id}`}>
            {t('linePayment.installmentOption', { name: o.name, months: o.months, monthly: money(o.monthly_payment, currencyCode) })}
          </option>
        ))}
        {payments.leases.map((o) => (
          <option key={o.barem_id} value={`lease:${o.barem_id}`}>
            {t('linePayment.leaseOption', { name: o.name, months: o.months, monthly: money(o.monthly_payment, currencyCode) })}
          </option>
        ))}
      </select>
      {payments.installments.length ? (
        <fieldset>
          <legend>{t('linePayment.arrangeLegend')}</legend>
          {(['on-store', 'online'] as const).map((type) => (
            <label key={type} className="check">
              <input type="radio" name="arrange_type" value={type} defaultChecked={arrange === type} data-testid={`line-arrange-${type}`} />
              {t(`linePayment.arrange.${type}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="button button--secondary" data-testid="line-payment-save">
        {t('linePayment.save')}
      </button>
    </CartChangeForm>
  );
}
