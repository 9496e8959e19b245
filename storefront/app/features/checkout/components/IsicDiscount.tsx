import type { IsicCard } from '@electroshop/contracts/promotion';
import { useTranslation } from '~/lib/i18n';
import { CheckedDiscountForm, type CheckedOutcome } from './CheckedDiscountForm';

export type IsicOutcome = CheckedOutcome<'cardNumber' | 'cardHolder'>;

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
      texts="isic"
      outcome={outcome}
      fields={[
        { name: 'cardNumber', label: t('isic.cardNumber'), hint: t('isic.cardNumberHint'), autoComplete: 'off', autoCapitalize: 'characters', maxLength: 20 },
        { name: 'cardHolder', label: t('isic.cardHolder'), autoComplete: 'name', maxLength: 100 },
      ]}
    />
  );
}
