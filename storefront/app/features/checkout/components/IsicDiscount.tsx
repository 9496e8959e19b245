import type { KeyboardEvent } from 'react';
import type { IsicCard } from '@electroshop/contracts/promotion';
import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';

/** What the last apply-isic answered: the fields' errors and what was typed, or a message for the whole card. */
export type IsicOutcome = { values?: { cardNumber: string; cardHolder: string }; errors?: { cardNumber?: string; cardHolder?: string }; error?: string | null; applied?: boolean };

/**
 * The ISIC card discount inside the checkout form: card number and holder,
 * checked by the backend with the card issuer's verification. Its buttons
 * skip the checkout's own validation, and Enter in its fields applies the
 * card rather than placing the order.
 */
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
  const applyOnEnter = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>('button[value="apply-isic"]')?.click();
  };
  return (
    <fieldset className="isic" onKeyDown={applyOnEnter} data-testid="isic">
      <legend className="field__label">{t('isic.title')}</legend>
      <p className="field__hint">{t('isic.hint')}</p>
      <div className="isic__fields">
        <FormField
          name="cardNumber"
          label={t('isic.cardNumber')}
          hint={t('isic.cardNumberHint')}
          defaultValue={outcome?.values?.cardNumber ?? ''}
          error={outcome?.errors?.cardNumber}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
        />
        <FormField
          name="cardHolder"
          label={t('isic.cardHolder')}
          defaultValue={outcome?.values?.cardHolder ?? ''}
          error={outcome?.errors?.cardHolder}
          autoComplete="name"
          maxLength={100}
        />
      </div>
      <button type="submit" name="intent" value="apply-isic" formNoValidate className="button button--secondary" data-testid="isic-apply">
        {t('isic.apply')}
      </button>
      {outcome?.error ? (
        <p className="field__error" role="alert" data-testid="isic-error">
          {outcome.error}
        </p>
      ) : null}
    </fieldset>
  );
}
