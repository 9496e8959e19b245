import { useState, type FormEvent } from 'react';
import { useActionData, useRouteLoaderData } from '@remix-run/react';
import type { ActionFunction } from '@remix-run/node';
import { passwordErrors } from './form';
import { hasErrors, type FieldErrors } from '~/lib/field-errors';

/** A form's `onSubmit` that stops a password against the spec's rule before it is sent, and the messages to show. */
export function usePasswordCheck() {
  const locale = useRouteLoaderData<{ shop: { locale: string } }>('root')?.shop.locale ?? 'cs';
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = passwordErrors(new FormData(event.currentTarget), locale);
    setErrors(found);
    if (hasErrors(found)) event.preventDefault();
  };
  return { errors, onSubmit };
}

/**
 * A form that sets a password (registration, reset, change): the action's
 * answer and the field errors of both sides (the browser's check wins while
 * it has something to say).
 */
export function usePasswordForm<Action extends ActionFunction>() {
  const result = useActionData<Action>();
  const check = usePasswordCheck();
  const answered = (result as { errors?: FieldErrors } | undefined)?.errors;
  const errors: FieldErrors = { ...answered, ...check.errors };
  return { result, errors, onSubmit: check.onSubmit };
}
