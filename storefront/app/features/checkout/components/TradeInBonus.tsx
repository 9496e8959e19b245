import type { KeyboardEvent } from 'react';
import type { TradeInBonus as Bonus } from '@electroshop/contracts/promotion';
import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';

type Fields = { tradeInNumber: string; tradeInEmail: string };
/** What the last apply-trade-in answered: the fields' errors and what was typed, or a message for the whole form. */
export type TradeInOutcome = { values?: Fields; errors?: Partial<Fields>; error?: string | null; applied?: boolean };

/**
 * The trade-in bonus inside the checkout form: a shopper who sold an old
 * device to the shop proves the sale by its number and e-mail, and the
 * model's bonus comes off the new device. Its buttons skip the checkout's own
 * validation, and Enter in its fields applies the bonus rather than placing
 * the order.
 */
export function TradeInBonus({ bonuses, currency, outcome }: { bonuses: Bonus[]; currency: string; outcome?: TradeInOutcome }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const applyOnEnter = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>('button[value="apply-trade-in"]')?.click();
  };
  return (
    <fieldset className="isic" onKeyDown={applyOnEnter} data-testid="trade-in">
      <legend className="field__label">{t('tradeIn.title')}</legend>
      {bonuses.map((bonus) => (
        <p key={bonus.code} className="discount__chip" data-testid="trade-in-applied">
          <span>
            {t('tradeIn.applied', { percent: bonus.percent, number: bonus.sale_number, device: bonus.device, amount: money(bonus.amount, currency), product: bonus.product_title })}
          </span>
          <button type="submit" name="intent" value={`remove-trade-in:${bonus.code}`} formNoValidate className="button button--link">
            {t('tradeIn.remove')}
            <span className="visually-hidden"> {bonus.sale_number}</span>
          </button>
        </p>
      ))}
      {outcome?.applied ? (
        <p className="field__success" role="status">
          {t('tradeIn.done')}
        </p>
      ) : null}
      <p className="field__hint">{t('tradeIn.hint')}</p>
      <div className="isic__fields">
        <FormField
          name="tradeInNumber"
          label={t('tradeIn.number')}
          defaultValue={outcome?.values?.tradeInNumber ?? ''}
          error={outcome?.errors?.tradeInNumber}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
        />
        <FormField
          name="tradeInEmail"
          type="email"
          label={t('tradeIn.email')}
          defaultValue={outcome?.values?.tradeInEmail ?? ''}
          error={outcome?.errors?.tradeInEmail}
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <button type="submit" name="intent" value="apply-trade-in" formNoValidate className="button button--secondary" data-testid="trade-in-apply">
        {t('tradeIn.apply')}
      </button>
      {outcome?.error ? (
        <p className="field__error" role="alert" data-testid="trade-in-error">
          {outcome.error}
        </p>
      ) : null}
    </fieldset>
  );
}
