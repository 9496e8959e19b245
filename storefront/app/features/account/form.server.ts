import type { BackendAnswer } from '~/lib/backend.server';
import { answerError } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';
import { hasErrors, type FieldErrors } from '~/lib/field-errors';

/** A form's text fields as posted; the backend trims what it stores trimmed (passwords are taken as typed). */
export function formFields<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')])) as Record<F, string>;
}

/**
 * A failed answer as an account form shows it: the backend's field errors at
 * their fields (`fields` maps a form field to the answer's path), else one
 * message above the form.
 */
export function failedForm(answer: BackendAnswer<unknown>, fields: Record<string, string>): { errors: FieldErrors; error: string | null } {
  const error = answerError(answer);
  const errors: FieldErrors = Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, error.fieldError(path)]));
  return { errors, error: hasErrors(errors) ? null : error.message || serverT()('errors.generic') };
}

/** A saving form's answer as its page shows it: done, or the failure at its fields (`fields` as for `failedForm`). */
export function savedForm(answer: BackendAnswer<unknown>, fields: Record<string, string>): { done: boolean; errors: FieldErrors; error: string | null } {
  return answer.ok ? { done: true, error: null, errors: {} } : { done: false, ...failedForm(answer, fields) };
}

/** Form fields named as the answer's paths. */
export const sameNames = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, field]));
