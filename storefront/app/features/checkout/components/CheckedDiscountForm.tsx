import type { KeyboardEvent, ReactNode } from 'react';
import { FormField, type FieldProps } from '~/components/FormField';

/**
 * A discount the backend checks before applying it (ISIC card, trade-in
 * bonus), inside the checkout form: its fields, an apply button with its own
 * intent and the answer's message. The button skips the checkout's own
 * validation, and Enter in its fields applies the discount rather than
 * placing the order.
 */
export function CheckedDiscountForm({
  testId,
  intent,
  title,
  hint,
  fields,
  applyLabel,
  error,
  children,
}: {
  testId: string;
  intent: string;
  title: string;
  hint: string;
  fields: FieldProps[];
  applyLabel: string;
  error?: string | null;
  /** What is already applied, above the fields. */
  children?: ReactNode;
}) {
  const applyOnEnter = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>(`button[value="${intent}"]`)?.click();
  };
  return (
    <fieldset className="isic" onKeyDown={applyOnEnter} data-testid={testId}>
      <legend className="field__label">{title}</legend>
      {children}
      <p className="field__hint">{hint}</p>
      <div className="isic__fields">
        {fields.map((field) => (
          <FormField key={field.name} {...field} />
        ))}
      </div>
      <button type="submit" name="intent" value={intent} formNoValidate className="button button--secondary" data-testid={`${testId}-apply`}>
        {applyLabel}
      </button>
      {error ? (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
