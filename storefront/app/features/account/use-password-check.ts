import { useState, type FormEvent } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import { hasErrors, passwordErrors, type FieldErrorMap } from './form';

/** A form's `onSubmit` that stops a password against the spec's rule before it is sent, and the messages to show. */
export function usePasswordCheck() {
  const locale = useRouteLoaderData<{ shop: { locale: string } }>('root')?.shop.locale ?? 'cs';
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = passwordErrors(new FormData(event.currentTarget), locale);
    setErrors(found);
    if (hasErrors(found)) event.preventDefault();
  };
  return { errors, onSubmit };
}
