import type { CheckoutErrors, CheckoutValues } from './checkout';
import type { IsicOutcome } from './components/IsicDiscount';
import type { TradeInOutcome } from './components/TradeInBonus';

/** The checkout action's answer: what was typed, and what each intent refused or applied. */
export interface CheckoutActionData {
  values?: CheckoutValues;
  errors?: CheckoutErrors;
  formError?: string;
  promoError?: string | null;
  promoApplied?: boolean;
  isic?: IsicOutcome;
  tradeIn?: TradeInOutcome;
}
