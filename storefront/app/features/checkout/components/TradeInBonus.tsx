import type { TradeInBonus as Bonus } from '@electroshop/contracts/promotion';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { CheckedDiscountForm, type CheckedOutcome } from './CheckedDiscountForm';

export type TradeInOutcome = CheckedOutcome<'tradeInNumber' | 'tradeInEmail'>;

/**
 * The trade-in bonus inside the checkout form: a shopper who sold an old
 * device to the shop proves the sale by its number and e-mail, and the
 * model's bonus comes off the new device. Bonuses already applied are listed
 * above the fields, each with its remove button (one per sale).
 */
export function TradeInBonus({ bonuses, currency, outcome }: { bonuses: Bonus[]; currency: string; outcome?: TradeInOutcome }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <CheckedDiscountForm
      testId="trade-in"
      intent="apply-trade-in"
      texts="tradeIn"
      outcome={outcome}
      fields={[
        { name: 'tradeInNumber', label: t('tradeIn.number'), autoComplete: 'off', autoCapitalize: 'characters', maxLength: 40 },
        { name: 'tradeInEmail', type: 'email', label: t('tradeIn.email'), autoComplete: 'email', maxLength: 254 },
      ]}
    >
      {bonuses.map((bonus) => (
        <p key={bonus.code} className="discount__chip" data-testid="trade-in-applied">
          <span>
            {t('tradeIn.applied', {
              percent: bonus.percent,
              number: bonus.sale_number,
              device: bonus.device,
              amount: money(bonus.amount, currency),
              product: bonus.product_title,
            })}
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
    </CheckedDiscountForm>
  );
}
