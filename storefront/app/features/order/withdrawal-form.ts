import type { ReturnMethod, StoreWithdrawalBody } from '@electroshop/contracts/withdrawal';
import type { FieldErrors } from '~/lib/field-errors';

/**
 * The withdrawal page's form (routes/order.$id_.withdrawal.tsx) as posted, with or without JavaScript:
 * a quantity input per item (`quantity.<item_id>`, 0 or empty: not sent back), the `method` radios,
 * the `store_id` select (always there, read for the method `store` only) and `refund_account`.
 */
export const QUANTITY_PREFIX = 'quantity.';

/** The quantity input of an order item. */
export const quantityName = (itemId: string) => `${QUANTITY_PREFIX}${itemId}`;

/** A store the goods can be brought back to: its id and how the select names it (name, street, town). */
export interface ReturnStore {
  id: string;
  label: string;
}

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
  const values: Record<string, string> = {};
  const items: WithdrawalPayload['items'] = [];
  const itemInputs: string[] = [];
  const invalid: string[] = [];
  for (const [name, entry] of form) {
    if (!name.startsWith(QUANTITY_PREFIX) || typeof entry !== 'string') continue;
    const itemId = name.slice(QUANTITY_PREFIX.length);
    const text = entry.trim();
    values[name] = entry;
    if (!itemId || text === '') continue;
    if (!/^\d{1,6}$/.test(text)) {
      invalid.push(name);
      continue;
    }
    const quantity = Number(text);
    if (quantity === 0) continue;
    items.push({ item_id: itemId, quantity });
    itemInputs.push(name);
  }
  const text = (name: string) => {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
    return values[name].trim();
  };
  const method = text('method');
  const storeId = text('store_id');
  const refundAccount = text('refund_account');
  return {
    body: {
      items,
      ...(method ? { method } : {}),
      // The select is always in the form (it works without JavaScript); it counts for a visit to a store only.
      ...(method === 'store' && storeId ? { store_id: storeId } : {}),
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
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(byPath)) {
    const message = messages[0];
    if (!message) continue;
    const item = /^items\.(\d+)(?:\.|$)/.exec(path);
    const field = item ? itemInputs[Number(item[1])] : FORM_FIELDS.has(path) ? path : undefined;
    if (field) fields[field] ??= message;
    else if (!other.includes(message)) other.push(message);
  }
  return { fields, other };
}
