import { FieldError } from '~/components/FieldFrame';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import { isCashOnDelivery, paymentChoices, type InstallmentChoice } from '../payment';
import { CheckoutChoices, choiceField } from './CheckoutChoices';
import type { CheckoutFormState } from './CheckoutInput';
import { CheckoutStep } from './CheckoutStep';

/** The ways to pay the cart's lines allow; cash on delivery with its fee, installments with the partner's barems. */
export function PaymentStep({
  form,
  currency,
  paymentProviders,
  installments,
  installmentsOnly,
  codFee,
  onSelect,
}: {
  form: CheckoutFormState;
  currency: string;
  paymentProviders: string[] | null;
  installments: InstallmentChoice[];
  installmentsOnly: boolean;
  codFee: number | null;
  onSelect: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const field = choiceField(form, 'payment_provider_id', 'payment');
  return (
    <CheckoutStep id="payment" n={4} title={t('checkout.payment')}>
      <CheckoutChoices
        field={field}
        legend={t('checkout.payment')}
        onSelect={onSelect}
        loadFailed={t('checkout.errors.paymentLoad')}
        notice={
          installmentsOnly ? (
            <p className="notice" data-testid="installments-only">
              {t('payment.installmentsOnly')}
            </p>
          ) : null
        }
        choices={
          paymentProviders &&
          paymentChoices(paymentProviders, installments).map((choice) => ({
            value: choice.value,
            title: choice.name ?? (choice.nameKey ? t(choice.nameKey) : choice.value),
            description: choice.note ?? (choice.noteKey ? t(choice.noteKey) : ''),
            // The fee under the name (it wraps on a phone; the price column does not).
            children:
              isCashOnDelivery(choice.value) && codFee !== null ? (
                <small className="choice__description choice__fee" data-testid="cod-fee">
                  {t('payment.cashOnDeliveryFee', { fee: money(codFee, currency) })}
                </small>
              ) : null,
          }))
        }
      />
      <FieldError id={field.errorId} name={field.name} error={field.error} />
    </CheckoutStep>
  );
}
