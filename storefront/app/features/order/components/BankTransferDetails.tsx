import { useTranslation } from "~/lib/i18n";
import { useFormat } from "~/hooks/use-format";
import type { BankDetails } from "~/features/order/order";

/** What to pay where for an order paid by bank transfer (thank-you and order-status pages). */
export function BankTransferDetails({
  bank,
  currencyCode,
}: {
  bank: BankDetails;
  currencyCode: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <section
      className="bank-details"
      aria-labelledby="bank-title"
      data-testid="bank-details"
    >
      <h2 id="bank-title">{t("order.bankTitle")}</h2>
      <p>{t("order.bankText")}</p>
      <dl>
        {bank.accountNumber ? (
          <div>
            <dt>{t("order.bankAccount")}</dt>
            <dd data-testid="bank-account">{bank.accountNumber}</dd>
          </div>
        ) : null}
        {bank.iban ? (
          <div>
            <dt>{t("order.iban")}</dt>
            <dd data-testid="bank-iban">{bank.iban}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("order.variableSymbol")}</dt>
          <dd data-testid="variable-symbol">{bank.variableSymbol}</dd>
        </div>
        <div>
          <dt>{t("order.amount")}</dt>
          <dd data-testid="bank-amount">{money(bank.amount, currencyCode)}</dd>
        </div>
      </dl>
      {bank.qrSvg ? (
        <figure className="bank-details__qr" data-testid="bank-qr">
          {/* the markup is ours: made by the qrcode library from the payment's details */}
          <div role="img" aria-label={t("order.qrLabel")} dangerouslySetInnerHTML={{ __html: bank.qrSvg }} />
          <figcaption>{t("order.qrCaption")}</figcaption>
        </figure>
      ) : null}
      {!bank.accountNumber && !bank.iban ? (
        <p className="field__hint">{t("order.bankAccountByEmail")}</p>
      ) : null}
    </section>
  );
}
