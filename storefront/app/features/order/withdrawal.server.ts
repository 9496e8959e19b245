import type { PickupStoreDto } from '@electroshop/contracts/delivery';
import type { StoreWithdrawalCreatedResponse, StoreWithdrawalResponse } from '@electroshop/contracts/withdrawal';
import { BackendError, answerError, backendApi, backendData, type BackendAnswer, type Caller } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';
import { hasErrors, type FieldErrors } from '~/lib/field-errors';
import { readWithdrawalForm, withdrawalFieldErrors, type ReturnStore, type WithdrawalActionData } from './withdrawal-form';

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

/** The shop's stores; none when they cannot be read (the goods then go back by carrier). */
export async function listReturnStores(): Promise<ReturnStore[]> {
  try {
    const { stores } = await backendData<{ stores: PickupStoreDto[] }>('/store/stores');
    return stores.map((store) => ({ id: store.id, label: [store.name, store.address?.address_1, store.address?.city].filter(Boolean).join(', ') }));
  } catch (error) {
    console.warn('Reading the stores for a withdrawal failed', errorMessage(error));
    return [];
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
  let answer: BackendAnswer<StoreWithdrawalCreatedResponse>;
  try {
    answer = await backendApi<StoreWithdrawalCreatedResponse>(caller, path(orderId), { method: 'POST', body });
  } catch (error) {
    console.error('Sending a withdrawal failed', errorMessage(error));
    return { result: failed({}, t('errors.generic')), limited: null };
  }
  if (answer.ok) {
    const { withdrawal } = answer.body;
    return {
      result: { values: {}, errors: {}, error: null, done: { id: withdrawal.id, method: withdrawal.method, storeId: body.store_id ?? null } },
      limited: null,
    };
  }
  if (answer.status === 404) throw new Response('Not found', { status: 404 });
  const error = answerError(answer);
  if (answer.status >= 500) {
    console.error('Sending a withdrawal failed', answer.status, error.message);
    return { result: failed({}, t('errors.generic')), limited: null };
  }
  // A refusal (409: the order's state, in the shop language), a rate limit (429).
  if (answer.status !== 400) return { result: failed({}, error.message || t('errors.generic')), limited: answer.status === 429 ? answer : null };
  const { fields, other } = withdrawalFieldErrors(error.allFieldErrors(), itemInputs);
  // Nothing to send back: the backend's "required" says less than the page can.
  if (fields.items && body.items.length === 0) fields.items = t('order.withdrawal.noItems');
  return { result: failed(fields, other[0] ?? (hasErrors(fields) ? null : error.message || t('errors.generic'))), limited: null };
}
