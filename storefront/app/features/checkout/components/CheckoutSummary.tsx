import { Link } from '@remix-run/react';
import { LinePaymentNote } from '~/features/cart/components/LinePaymentNote';
import { SummaryTotals } from '~/features/cart/components/SummaryTotals';
import type { Summary } from '~/features/cart/summary';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import type { CheckoutFormState } from './CheckoutInput';

/**
 * The order as it will be placed: its lines, delivery and totals (updated
 * while a chosen delivery is set on the cart), the terms' consent and the
 * button that places it.
 */
export function CheckoutSummary({
  form,
  summary,
  updating,
  submitting,
}: {
  form: CheckoutFormState;
  summary: Summary;
  updating: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const currency = summary.totals.currencyCode;
  const consentError = form.errors.consent;
  return (
    <aside className="checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t('summary.title')}</h2>
      <ul className="summary-lines" data-testid="summary-lines">
        {summary.lines.map((line) => (
          <li key={line.id} className="summary-line">
            {line.thumbnail ? <img src={line.thumbnail} alt="" width={48} height={48} /> : <span className="mini-cart__noimg" />}
            <span className="summary-line__name">
              {line.title}
              {line.variantTitle ? <small>{line.variantTitle}</small> : null}
              <LinePaymentNote choice={line.payment} currencyCode={currency} />
            </span>
            <span className="summary-line__qty">{t('cart.quantityShort', { count: line.quantity })}</span>
            <span className="summary-line__price">{money(line.total, currency)}</span>
          </li>
        ))}
      </ul>
      {summary.shippingMethod ? (
        <p className="summary__method">
          {t('summary.shippingMethod')}: <strong>{summary.shippingMethod}</strong>
        </p>
      ) : null}
      <div aria-live="polite" className={updating ? 'is-loading' : undefined}>
        <SummaryTotals totals={summary.totals} />
      </div>

      <div className={`field ${consentError ? 'field--invalid' : ''}`}>
        <label className="check check--block">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={form.values.consent === 'on'}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'consent-error' : undefined}
            data-testid="consent"
          />
          <span>
            {t('checkout.consentBefore')}{' '}
            <Link to="/info/terms" target="_blank">
              {t('checkout.consentTerms')}
            </Link>{' '}
            {t('checkout.consentAnd')}{' '}
            <Link to="/info/privacy" target="_blank">
              {t('checkout.consentPrivacy')}
            </Link>
          </span>
        </label>
        {consentError ? (
          <p id="consent-error" className="field__error" data-testid="error-consent">
            {consentError}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        name="intent"
        value="place-order"
        className="button button--primary button--large button--block"
        disabled={submitting || updating}
        aria-busy={submitting || updating}
        data-testid="checkout-submit"
      >
        {submitting ? t('checkout.submitting') : t('checkout.submit')}
      </button>
      <p className="checkout__legal">{t('checkout.obligationNote')}</p>
    </aside>
  );
}
