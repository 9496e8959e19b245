import type { ReturnMethod, StoreWithdrawalBody } from '@electroshop/contracts/withdrawal';
import type { FieldErrors } from '~/lib/field-errors';
import { formFieldErrors, formTexts, readReturnMethod } from './return-form';

/**
 * The withdrawal page's form (routes/order.$id_.withdrawal.tsx) as posted, with or without JavaScript:
 * a quantity input per item (`quantity.<item_id>`, 0 or empty: not sent back), the `method` radios,
 * the `store_id` select (always there, read for the method `store` only) and `refund_account`.
 */
export const QUANTITY_PREFIX = 'quantity.';

/** The quantity input of an order item. */
export const quantityName = (itemId: string) => `${QUANTITY_PREFIX}${itemId}`;

/** The withdrawal form's answer: made (`done`), or the form again with what was entered and why not. */
export interface WithdrawalActionData {
  values: Record<string, string>;
  errors: FieldErrors;
  /** What belongs to no field: a refusal (409) in the backend's words, a failure. */
  error: string | null;
  done: { id: string; method: ReturnMethod; storeId: string | null } | null;
}

/** The fields of the body that are inputs of the form by the same name. */
const FORM_FIELDS = new Set(['items', 'method', 'store_id', 'refund_account']);

/** The body for the backend as the shopper filled it in: the method as posted, for the backend to judge. */
export type WithdrawalPayload = Omit<StoreWithdrawalBody, 'method'> & { method?: ReturnMethod | string };

export interface WithdrawalFormRead {
  body: WithdrawalPayload;
  /** Everything entered, by input name, to fill the form in again after a refusal. */
  values: Record<string, string>;
  /** The quantity input of each item sent, by its index in `body.items` (the backend's `items.<index>.quantity`). */
  itemInputs: string[];
  /** Quantity inputs holding no whole number of pieces. */
  invalid: string[];
}

/** Reads the posted form into the backend's body, keeping what was typed. */
export function readWithdrawalForm(form: FormData): WithdrawalFormRead {
  const { text, values } = formTexts(form);
  const items: WithdrawalPayload['items'] = [];
  const itemInputs: string[] = [];
  const invalid: string[] = [];
  for (const [name, entry] of form) {
    if (!name.startsWith(QUANTITY_PREFIX) || typeof entry !== 'string') continue;
    const itemId = name.slice(QUANTITY_PREFIX.length);
    const typed = entry.trim();
    values[name] = entry;
    if (!itemId || typed === '') continue;
    if (!/^\d{1,6}$/.test(typed)) {
      invalid.push(name);
      continue;
    }
    const quantity = Number(typed);
    if (quantity === 0) continue;
    items.push({ item_id: itemId, quantity });
    itemInputs.push(name);
  }
  const refundAccount = text('refund_account');
  return {
    body: {
      items,
      ...readReturnMethod(text),
      ...(refundAccount ? { refund_account: refundAccount } : {}),
    },
    values,
    itemInputs,
    invalid,
  };
}

/**
 * The backend's field errors (by dotted path) at the form's inputs: `items.<index>.…` at that item's
 * quantity input, `items`, `method`, `store_id` and `refund_account` at their own; the messages of any
 * other path (the body as a whole) in `other`.
 */
export function withdrawalFieldErrors(byPath: Record<string, string[]>, itemInputs: readonly string[]): { fields: FieldErrors; other: string[] } {
  return formFieldErrors(byPath, (path) => {
    const item = /^items\.(\d+)(?:\.|$)/.exec(path);
    return item ? itemInputs[Number(item[1])] : FORM_FIELDS.has(path) ? path : undefined;
  });
}
