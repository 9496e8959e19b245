import { Link } from '@remix-run/react';
import { DiscountCodeInput, DiscountCodeOutcome } from '~/features/cart/components/DiscountCode';
import type { Summary } from '~/features/cart/summary';
import { useTranslation } from '~/lib/i18n';
import type { CheckoutActionData } from '../checkout-answer';
import { CheckoutStep } from './CheckoutStep';
import { IsicDiscount } from './IsicDiscount';
import { TradeInBonus } from './TradeInBonus';

/**
 * Discount codes, the ISIC card and trade-in bonuses. Their buttons sit in the
 * checkout form (a form cannot nest) and send their own intents; what was
 * typed in the rest of the form comes back with the answer.
 */
export function DiscountStep({ summary, outcome, promotionsPath }: { summary: Summary; outcome: CheckoutActionData | undefined; promotionsPath: string }) {
  const { t } = useTranslation();
  return (
    <CheckoutStep id="discount" n={5} title={t('discount.title')}>
      {summary.promotions.length > 0 ? (
        <ul className="discount__applied">
          {summary.promotions.map((promotion) => (
            <li key={promotion.id} className="discount__chip">
              <span data-testid="applied-code">{promotion.code}</span>
              <button type="submit" name="intent" value={`remove-promo:${promotion.code}`} formNoValidate className="button button--link">
                {t('discount.remove')}
                <span className="visually-hidden"> {promotion.code}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="discount__form">
        <DiscountCodeInput id="checkout-discount" error={outcome?.promoError} nested />
      </div>
      <DiscountCodeOutcome id="checkout-discount" error={outcome?.promoError} applied={outcome?.promoApplied} />
      <p className="field__hint">
        <Link to={promotionsPath} target="_blank" rel="noopener">
          {t('publicPromotions.link')}
        </Link>
      </p>
      <IsicDiscount card={summary.isic} outcome={outcome?.isic} />
      <TradeInBonus bonuses={summary.tradeIn} currency={summary.totals.currencyCode} outcome={outcome?.tradeIn} />
    </CheckoutStep>
  );
}
