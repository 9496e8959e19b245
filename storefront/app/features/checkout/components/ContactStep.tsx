import { useTranslation } from '~/lib/i18n';
import { CheckoutInput, type CheckoutFormState } from './CheckoutInput';
import { CheckoutStep } from './CheckoutStep';

export function ContactStep({ form }: { form: CheckoutFormState }) {
  const { t } = useTranslation();
  return (
    <CheckoutStep id="contact" n={1} title={t('checkout.contact')}>
      <div className="form-grid">
        <CheckoutInput state={form} name="email" label={t('checkout.email')} type="email" autoComplete="email" required />
        <CheckoutInput state={form} name="phone" label={t('checkout.phone')} type="tel" autoComplete="tel" required hint={t('checkout.phoneHint')} />
      </div>
    </CheckoutStep>
  );
}
