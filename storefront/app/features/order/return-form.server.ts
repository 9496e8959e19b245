import type { PickupStoreDto } from '@electroshop/contracts/delivery';
import { answerError, backendApi, backendData, type BackendAnswer, type Caller } from '~/lib/backend.server';
import { hasErrors, type FieldErrors } from '~/lib/field-errors';
import { serverT } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';
import type { ReturnStore } from './return-form';

/** The shop's stores; none when they cannot be read (the goods then come by carrier). */
export async function listReturnStores(): Promise<ReturnStore[]> {
  try {
    const { stores } = await backendData<{ stores: PickupStoreDto[] }>('/store/stores');
    return stores.map((store) => ({ id: store.id, label: [store.name, store.address?.address_1, store.address?.city].filter(Boolean).join(', ') }));
  } catch (error) {
    console.warn('Reading the stores to bring goods back to failed', errorMessage(error));
    return [];
  }
}

/** Why the backend did not take a form: the errors at its inputs, what belongs to none, and a rate limit to pass on. */
export interface ReturnFormRefusal {
  created: null;
  errors: FieldErrors;
  error: string | null;
  limited: BackendAnswer<unknown> | null;
}

/**
 * Posts a withdrawal's or a complaint's body to the backend: what it made, or why not: a 400's field errors
 * at the inputs `toFields` places them at (with the first message of no input, else the backend's message
 * when no input has one), a refusal (409) or a rate limit (429, `limited` for the route to pass its
 * Retry-After on) in the backend's words, a failure as the generic error. An unknown order is a 404.
 */
export async function postReturnForm<T>(
  caller: Caller,
  path: string,
  body: object,
  toFields: (byPath: Record<string, string[]>) => { fields: FieldErrors; other: string[] },
  /** What is sent, for the log ("a withdrawal"). */
  what: string,
): Promise<{ created: T } | ReturnFormRefusal> {
  const t = serverT();
  const failed = (errors: FieldErrors, error: string | null, limited: BackendAnswer<unknown> | null = null) => ({ created: null, errors, error, limited });
  let answer: BackendAnswer<T>;
  try {
    answer = await backendApi<T>(caller, path, { method: 'POST', body });
  } catch (error) {
    console.error(`Sending ${what} failed`, errorMessage(error));
    return failed({}, t('errors.generic'));
  }
  if (answer.ok) return { created: answer.body };
  if (answer.status === 404) throw new Response('Not found', { status: 404 });
  const error = answerError(answer);
  if (answer.status >= 500) {
    console.error(`Sending ${what} failed`, answer.status, error.message);
    return failed({}, t('errors.generic'));
  }
  // A refusal (409: the order's state, in the shop language), a rate limit (429).
  if (answer.status !== 400) return failed({}, error.message || t('errors.generic'), answer.status === 429 ? answer : null);
  const { fields, other } = toFields(error.allFieldErrors());
  return failed(fields, other[0] ?? (hasErrors(fields) ? null : error.message || t('errors.generic')));
}
