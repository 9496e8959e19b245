import type { LinePaymentChoice } from '@electroshop/contracts/installment';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';

/** A line's chosen installment barem (with its arrange type) or lease, as the cart, checkout and order show it. */
export function LinePaymentNote({ choice, currencyCode }: { choice: LinePaymentChoice | null; currencyCode: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (!choice) return null;
  const terms = { name: choice.name, months: choice.months, monthly: money(choice.monthly_payment, currencyCode) };
  return (
    <small className="line-payment__chosen" data-testid="line-payment-chosen">
      {choice.kind === 'lease'
        ? t('linePayment.chosenLease', terms)
        : t('linePayment.chosenInstallment', { ...terms, arrange: t(`linePayment.arrange.${choice.arrange_type ?? 'online'}`) })}
    </small>
  );
}
