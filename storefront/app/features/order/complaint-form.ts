import type { ComplaintMethod, StoreComplaintBody } from '@electroshop/contracts/complaint';
import type { FieldErrors } from '~/lib/field-errors';
import { formFieldErrors, formTexts, readReturnMethod } from './return-form';

/**
 * The complaint page's form (routes/order.$id_.complaint.tsx) as posted, with or without JavaScript:
 * the `item_id` radios, the `description` textarea, the `remedy` and `method` radios and the `store_id`
 * select (always there, read for the method `store` only).
 */

/** The complaint form's answer: made (`done`), or the form again with what was entered and why not. */
export interface ComplaintActionData {
  values: Record<string, string>;
  errors: FieldErrors;
  /** What belongs to no field: a refusal (409) in the backend's words, a failure. */
  error: string | null;
  /** The complaint made: its number, the last day it is settled by (YYYY-MM-DD), how the goods come. */
  done: { number: string; deadline: string; method: ComplaintMethod; storeId: string | null } | null;
}

/** The fields of the body, each an input of the form by the same name. */
const FORM_FIELDS = new Set(['item_id', 'description', 'remedy', 'method', 'store_id']);

/** The body for the backend as the shopper filled it in: the choices as posted, for the backend to judge. */
export type ComplaintPayload = Partial<Record<keyof StoreComplaintBody, string>>;

/** Reads the posted form into the backend's body (what was left empty left out), keeping what was typed. */
export function readComplaintForm(form: FormData): { body: ComplaintPayload; values: Record<string, string> } {
  const { text, values } = formTexts(form);
  const itemId = text('item_id');
  const description = text('description');
  const remedy = text('remedy');
  return {
    body: {
      ...(itemId ? { item_id: itemId } : {}),
      ...(description ? { description } : {}),
      ...(remedy ? { remedy } : {}),
      ...readReturnMethod(text),
    },
    values,
  };
}

/** The backend's field errors at the inputs of the same name; the messages of any other path (the body as a whole) in `other`. */
export const complaintFieldErrors = (byPath: Record<string, string[]>) => formFieldErrors(byPath, (path) => (FORM_FIELDS.has(path) ? path : undefined));
