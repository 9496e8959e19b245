import { validatePassword } from '@electroshop/domain/password';
import { validationMessage } from '@electroshop/domain/messages';
import type { FieldErrors } from '~/lib/field-errors';

/**
 * The spec's password rule checked in the browser before sending, with the
 * same messages as the backend's answer (the domain's catalogue). The
 * backend checks again: this only saves the shopper a round trip.
 */
export function passwordErrors(form: FormData, locale: string): FieldErrors {
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('password_confirmation') ?? '');
  const problem = password ? validatePassword(password) : null;
  return {
    password: problem ? validationMessage(problem, locale) : undefined,
    password_confirmation: confirmation && confirmation !== password ? validationMessage('password_mismatch', locale) : undefined,
  };
}
