import type { ComponentProps, ReactNode } from 'react';
import { RadioChoice } from '~/components/RadioChoice';
import type { CheckoutFormState } from './CheckoutInput';

type Choice = Omit<ComponentProps<typeof RadioChoice>, 'name' | 'testId' | 'invalid' | 'defaultChecked' | 'onChange'>;

/** A radio field's state: its name, chosen value and error, the id of its error text (a `FieldError` the step places) and its radios' test id. */
export type ChoiceField = { name: string; selected: string | undefined; error: string | undefined; errorId: string; testId: string };

/** A step's radio field of the checkout form: its error under the step is `<id>-error`, its radios `<id>-option`. */
export const choiceField = (form: CheckoutFormState, name: 'shipping_option_id' | 'payment_provider_id', id: string): ChoiceField => ({
  name,
  selected: form.values[name],
  error: form.errors[name],
  errorId: `${id}-error`,
  testId: `${id}-option`,
});

/**
 * A checkout step's radio field (delivery, payment): its options after any
 * `notice`; in their place `loadFailed` when they could not be loaded
 * (`choices` null), or `empty` when there are none.
 */
export function CheckoutChoices({
  field,
  legend,
  onSelect,
  notice,
  loadFailed,
  empty,
  choices,
}: {
  field: ChoiceField;
  legend: string;
  onSelect: (value: string) => void;
  notice?: ReactNode;
  loadFailed: string;
  empty?: string;
  choices: Choice[] | null;
}) {
  return (
    <fieldset className="choices" aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      {notice}
      {choices === null ? (
        <p className="notice notice--error">{loadFailed}</p>
      ) : choices.length === 0 && empty ? (
        <p className="notice notice--warning">{empty}</p>
      ) : (
        choices.map((choice) => (
          <RadioChoice
            key={choice.value}
            name={field.name}
            testId={field.testId}
            defaultChecked={field.selected === choice.value}
            invalid={Boolean(field.error)}
            onChange={(event) => onSelect(event.currentTarget.value)}
            {...choice}
          />
        ))
      )}
    </fieldset>
  );
}
