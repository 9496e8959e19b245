import { z } from 'zod';
import { serverT } from '~/lib/i18n.server';
import { addLineItem, type Cart } from './cart.server';
import { errorMessage, isFetchError } from '~/lib/medusa.server';
import type { FieldErrors } from '~/lib/field-errors';

const addSchema = z.object({
  variant_id: z.string().min(1),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  // The product page's installment choice: the barem the product is added on (the backend checks it).
  installment_id: z.string().trim().min(1).max(100).optional(),
});

export type AddToCartResult = { ok: true; cart: Cart; setCookie: string | null } | { ok: false; status: number; errors: FieldErrors };

/** Validates the add-to-cart form and adds the line; errors are at the form's fields or, for the whole form, `form`. */
export async function addToCartFromForm(request: Request, form: FormData): Promise<AddToCartResult> {
  const t = serverT();
  const parsed = addSchema.safeParse({
    variant_id: form.get('variant_id') ?? '',
    quantity: form.get('quantity') || 1,
    installment_id: form.get('installment_id') || undefined,
  });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] =
        field === 'quantity' ? t('cart.errors.invalidQuantity') : field === 'installment_id' ? t('installment.chooseBarem') : t('cart.errors.chooseVariant');
    }
    return { ok: false, status: 400, errors };
  }
  try {
    const { cart, setCookie } = await addLineItem(request, parsed.data.variant_id, parsed.data.quantity, parsed.data.installment_id);
    return { ok: true, cart, setCookie };
  } catch (error) {
    const message = errorMessage(error);
    // A line beyond the stock is refused in the shop language (the backend's `insufficient_stock`).
    const text = message || t('cart.errors.addFailed');
    const status = isFetchError(error) && (error.status ?? 500) < 500 ? 400 : 502;
    if (status === 502) console.error('Add to cart failed', error);
    return { ok: false, status, errors: { form: status === 502 ? t('cart.errors.addFailed') : text } };
  }
}
