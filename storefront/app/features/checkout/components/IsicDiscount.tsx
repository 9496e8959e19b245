import type { IsicCard } from '@electroshop/contracts/promotion';
import { useTranslation } from '~/lib/i18n';
import { CheckedDiscountForm } from './CheckedDiscountForm';

/** What the last apply-isic answered: the fields' errors and what was typed, or a message for the whole card. */
export type IsicOutcome = { values?: { cardNumber: string; cardHolder: string }; errors?: { cardNumber?: string; cardHolder?: string }; error?: string | null; applied?: boolean };

/** The ISIC card discount inside the checkout form: card number and holder, checked by the backend with the card issuer's verification. */
export function IsicDiscount({ card, outcome }: { card: IsicCard | null; outcome?: IsicOutcome }) {
  const { t } = useTranslation();
  if (card) {
    return (
      <div className="isic">
        <p className="discount__chip" data-testid="isic-applied">
          <span>{t('isic.applied', { card: card.card, holder: card.holder })}</span>
          <button type="submit" name="intent" value="remove-isic" formNoValidate className="button button--link">
            {t('isic.remove')}
          </button>
        </p>
        {outcome?.applied ? (
          <p className="field__success" role="status">
            {t('isic.verified')}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <CheckedDiscountForm
      testId="isic"
      intent="apply-isic"
      title={t('isic.title')}
      hint={t('isic.hint')}
      applyLabel={t('isic.apply')}
      error={outcome?.error}
      fields={[
        {
          name: 'cardNumber',
          label: t('isic.cardNumber'),
          hint: t('isic.cardNumberHint'),
          defaultValue: outcome?.values?.cardNumber ?? '',
          error: outcome?.errors?.cardNumber,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          maxLength: 20,
        },
        { name: 'cardHolder', label: t('isic.cardHolder'), defaultValue: outcome?.values?.cardHolder ?? '', error: outcome?.errors?.cardHolder, autoComplete: 'name', maxLength: 100 },
      ]}
    />
  );
}
