import { answerError, backendApi } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

export type IsicValues = { cardNumber: string; cardHolder: string };
export type IsicResult =
  | { ok: true; applied: boolean }
  | { ok: false; values: IsicValues; errors: Partial<Record<keyof IsicValues, string>>; error: string | null; status: number };

/**
 * The checkout's apply-isic / remove-isic intents: the backend verifies the
 * card and applies the ISIC discount (POST/DELETE /store/carts/:id/isic);
 * its field errors come back to the fields, what was typed stays.
 */
export async function handleIsicIntent(intent: 'apply-isic' | 'remove-isic', cartId: string, form: FormData, context: unknown): Promise<IsicResult> {
  const values = { cardNumber: String(form.get('cardNumber') ?? ''), cardHolder: String(form.get('cardHolder') ?? '') };
  const path = `/store/carts/${encodeURIComponent(cartId)}/isic`;
  try {
    const answer =
      intent === 'remove-isic' ? await backendApi({ context }, path, { method: 'DELETE' }) : await backendApi({ context }, path, { method: 'POST', body: values });
    if (answer.ok) return { ok: true, applied: intent === 'apply-isic' };
    const error = answerError(answer);
    const errors = { cardNumber: error.fieldError('cardNumber'), cardHolder: error.fieldError('cardHolder') };
    const onFields = Boolean(errors.cardNumber || errors.cardHolder);
    return { ok: false, values, errors, error: onFields ? null : error.message || serverT()('errors.generic'), status: answer.status };
  } catch (error) {
    console.error('ISIC request failed', error);
    return { ok: false, values, errors: {}, error: serverT()('errors.generic'), status: 502 };
  }
}

