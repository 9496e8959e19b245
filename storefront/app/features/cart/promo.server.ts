import { applyPromotion, removePromotion } from './cart.server';
import { serverT } from '~/lib/i18n.server';
import { errorMessage, isFetchError } from '~/lib/medusa.server';

export type PromoResult = { ok: true; applied: boolean } | { ok: false; error: string };

/** The cart's and the checkout's apply-promo intent: the code typed in the form's `code`. */
export const applyPromoCode = (cartId: string, code: string) =>
  promoAnswer(code, async () => {
    const { applied } = await applyPromotion(cartId, code.trim());
    return applied ? { ok: true, applied: true } : { ok: false, error: serverT()('discount.invalid') };
  });

/** The remove-promo:<code> intent of an applied code's button. */
export const removePromoCode = (cartId: string, code: string) =>
  promoAnswer(code, async () => {
    await removePromotion(cartId, code.trim());
    return { ok: true, applied: false };
  });

async function promoAnswer(code: string, send: () => Promise<PromoResult>): Promise<PromoResult> {
  const t = serverT();
  if (!code.trim()) return { ok: false, error: t('discount.required') };
  try {
    return await send();
  } catch (error) {
    // The shop's own refusals (a code that cannot be combined, the cart busy with another change) come translated;
    // Medusa's others mean an unusable code.
    if (isFetchError(error) && (error.status === 400 || error.status === 409) && error.message) return { ok: false, error: error.message };
    if (isFetchError(error) && (error.status ?? 500) < 500) return { ok: false, error: t('discount.invalid') };
    console.error('Promotion request failed', errorMessage(error));
    return { ok: false, error: t('errors.generic') };
  }
}
