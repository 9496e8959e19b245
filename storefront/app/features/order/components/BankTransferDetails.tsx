import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { BankDetails } from '~/features/order/order';

/** What to pay where for an order paid by bank transfer (thank-you and order-status pages). */
export function BankTransferDetails({ bank, currencyCode }: { bank: BankDetails; currencyCode: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  // The account and the IBAN are shown when the shop has them; the symbol and the amount always.
  const rows = [
    { label: t('order.bankAccount'), testId: 'bank-account', value: bank.accountNumber || null },
    { label: t('order.iban'), testId: 'bank-iban', value: bank.iban || null },
    { label: t('order.variableSymbol'), testId: 'variable-symbol', value: bank.variableSymbol },
    { label: t('order.amount'), testId: 'bank-amount', value: money(bank.amount, currencyCode) },
  ];
  return (
    <section className="bank-details" aria-labelledby="bank-title" data-testid="bank-details">
      <h2 id="bank-title">{t('order.bankTitle')}</h2>
      <p>{t('order.bankText')}</p>
      <dl>
        {rows.map((row) =>
          row.value !== null ? (
            <div key={row.testId}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {bank.qrSvg ? (
        <figure className="bank-details__qr" data-testid="bank-qr">
          {/* the markup is ours: made by the qrcode library from the payment's details */}
          <div role="img" aria-label={t('order.qrLabel')} dangerouslySetInnerHTML={{ __html: bank.qrSvg }} />
          <figcaption>{t('order.qrCaption')}</figcaption>
        </figure>
      ) : null}
      {!bank.accountNumber && !bank.iban ? <p className="field__hint">{t('order.bankAccountByEmail')}</p> : null}
    </section>
  );
}
