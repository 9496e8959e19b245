import type { FieldErrors } from '~/lib/field-errors';

/**
 * What the order pages' forms that bring goods back to the shop (the withdrawal, the complaint) share:
 * the stores to bring them to, reading the posted inputs, and placing the backend's field errors.
 */

/** A store the goods can be brought back to: its id and how the select names it (name, street, town). */
export interface ReturnStore {
  id: string;
  label: string;
}

/** A posted form's text inputs: `text(name)` trimmed for the body, each also as typed in `values` to fill the form in again. */
export function formTexts(form: FormData): { text: (name: string) => string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const text = (name: string) => {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
    return values[name].trim();
  };
  return { text, values };
}

/** How the goods come, for the body: the `method` as posted (for the backend to judge) and the `store_id` of a visit to a store. */
export function readReturnMethod(text: (name: string) => string): { method?: string; store_id?: string } {
  const method = text('method');
  const storeId = text('store_id');
  return {
    ...(method ? { method } : {}),
    // The select is always in the form (it works without JavaScript); it counts for a visit to a store only.
    ...(method === 'store' && storeId ? { store_id: storeId } : {}),
  };
}

/**
 * The backend's field errors (by dotted path) at the form's inputs: `inputOf` names the input showing a
 * path's error (the first message of each input is kept), or none; the messages of those in `other`.
 */
export function formFieldErrors(byPath: Record<string, string[]>, inputOf: (path: string) => string | undefined): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(byPath)) {
    const message = messages[0];
    if (!message) continue;
    const field = inputOf(path);
    if (field) fields[field] ??= message;
    else if (!other.includes(message)) other.push(message);
  }
  return { fields, other };
}
