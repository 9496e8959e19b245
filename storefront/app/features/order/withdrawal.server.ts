import type { StoreWithdrawalCreatedResponse, StoreWithdrawalResponse } from '@electroshop/contracts/withdrawal';
import { BackendError, backendData, type BackendAnswer, type Caller } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';
import type { FieldErrors } from '~/lib/field-errors';
import { postReturnForm } from './return-form.server';
import { readWithdrawalForm, withdrawalFieldErrors, type WithdrawalActionData } from './withdrawal-form';

const path = (orderId: string) => `/store/orders/${encodeURIComponent(orderId)}/withdrawal`;

/** The order's withdrawal as the backend decides it now (refusal, deadline, items left, withdrawals made); null for an unknown order. */
export async function getWithdrawal(orderId: string): Promise<StoreWithdrawalResponse | null> {
  try {
    return await backendData<StoreWithdrawalResponse>(path(orderId));
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Posts the form's withdrawal to the backend: the new withdrawal, or its field errors at the inputs (an item's
 * at that item's quantity) with everything entered kept. An unknown order is a 404; a rate-limited answer
 * comes back as `limited` for the route to pass its Retry-After on.
 */
export async function submitWithdrawal(
  orderId: string,
  form: FormData,
  caller: Caller,
): Promise<{ result: WithdrawalActionData; limited: BackendAnswer<unknown> | null }> {
  const t = serverT();
  const { body, values, itemInputs, invalid } = readWithdrawalForm(form);
  const failed = (errors: FieldErrors, error: string | null) => ({ values, errors, error, done: null });
  if (invalid.length) return { result: failed(Object.fromEntries(invalid.map((name) => [name, t('order.withdrawal.quantityInvalid')])), null), limited: null };
  const sent = await postReturnForm<StoreWithdrawalCreatedResponse>(
    caller,
    path(orderId),
    body,
    (byPath) => withdrawalFieldErrors(byPath, itemInputs),
    'a withdrawal',
  );
  if (sent.created) {
    const { withdrawal } = sent.created;
    return {
      result: { values: {}, errors: {}, error: null, done: { id: withdrawal.id, method: withdrawal.method, storeId: body.store_id ?? null } },
      limited: null,
    };
  }
  // Nothing to send back: the backend's "required" says less than the page can.
  if (sent.errors.items && body.items.length === 0) sent.errors.items = t('order.withdrawal.noItems');
  return { result: failed(sent.errors, sent.error), limited: sent.limited };
}
