import { applyPromotion, removePromotion } from './cart.server';
import { serverT } from '~/lib/i18n.server';
import { errorMessage, isFetchError } from '~/lib/medusa.server';

export type PromoResult = { ok: true; applied: boolean } | { ok: false; error: string };

/** Handles the apply-promo / remove-promo intents of the cart and checkout forms. */
export async function handlePromoIntent(intent: string, cartId: string, form: FormData): Promise<PromoResult> {
  const t = serverT();
  const code = String(form.get('code') ?? '').trim();
  if (!code) return { ok: false, error: t('discount.required') };
  try {
    if (intent === 'remove-promo') {
      await removePromotion(cartId, code);
      return { ok: true, applied: false };
    }
    const { applied } = await applyPromotion(cartId, code);
    return applied ? { ok: true, applied: true } : { ok: false, error: t('discount.invalid') };
  } catch (error) {
    // The shop's own refusals (a code that cannot be combined, the cart busy with another change) come translated;
    // Medusa's others mean an unusable code.
    if (isFetchError(error) && (error.status === 400 || error.status === 409) && error.message) return { ok: false, error: error.message };
    if (isFetchError(error) && (error.status ?? 500) < 500) return { ok: false, error: t('discount.invalid') };
    console.error('Promotion request failed', errorMessage(error));
    return { ok: false, error: t('errors.generic') };
  }
}
