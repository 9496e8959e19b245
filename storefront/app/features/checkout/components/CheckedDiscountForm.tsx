import type { KeyboardEvent, ReactNode } from 'react';
import { FormField, type FieldProps } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';

/** What the last apply answered: what was typed and the fields' errors, or a message for the whole discount. */
export type CheckedOutcome<Name extends string> = {
  values?: Record<Name, string>;
  errors?: Partial<Record<Name, string>>;
  error?: string | null;
  applied?: boolean;
};

/**
 * A discount the backend checks before applying it (ISIC card, trade-in
 * bonus), inside the checkout form: its fields, an apply button with its own
 * intent and the answer's message. The button skips the checkout's own
 * validation, and Enter in its fields applies the discount rather than
 * placing the order. Its texts are `<texts>.title`, `.hint` and `.apply`; a
 * field keeps what the shopper typed when the backend refused it.
 */
export function CheckedDiscountForm<Name extends string>({
  testId,
  intent,
  texts,
  fields,
  outcome,
  children,
}: {
  testId: string;
  intent: string;
  texts: 'isic' | 'tradeIn';
  fields: (Omit<FieldProps, 'defaultValue' | 'error'> & { name: Name })[];
  outcome?: CheckedOutcome<Name>;
  /** What is already applied, above the fields. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const applyOnEnter = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLButtonElement>(`button[value="${intent}"]`)?.click();
  };
  return (
    <fieldset className="isic" onKeyDown={applyOnEnter} data-testid={testId}>
      <legend className="field__label">{t(`${texts}.title`)}</legend>
      {children}
      <p className="field__hint">{t(`${texts}.hint`)}</p>
      <div className="isic__fields">
        {fields.map((field) => (
          <FormField key={field.name} {...field} defaultValue={outcome?.values?.[field.name] ?? ''} error={outcome?.errors?.[field.name]} />
        ))}
      </div>
      <button type="submit" name="intent" value={intent} formNoValidate className="button button--secondary" data-testid={`${testId}-apply`}>
        {t(`${texts}.apply`)}
      </button>
      {outcome?.error ? (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {outcome.error}
        </p>
      ) : null}
    </fieldset>
  );
}
