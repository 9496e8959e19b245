import type { ComponentProps, ReactNode } from 'react';
import { RadioChoice } from '~/components/RadioChoice';

type Choice = Omit<ComponentProps<typeof RadioChoice>, 'name' | 'testId' | 'invalid' | 'defaultChecked' | 'onChange'>;

/**
 * A checkout step's radio field (delivery, payment): its options, or in their
 * place the notice why there are none (`unavailable`), after any `notice`.
 * The field's error stands where the step puts it, under `errorId`.
 */
export function CheckoutChoices({
  name,
  legend,
  testId,
  errorId,
  error,
  selected,
  onSelect,
  notice,
  unavailable,
  choices,
}: {
  name: string;
  legend: string;
  testId: string;
  errorId: string;
  error: string | undefined;
  selected: string | undefined;
  onSelect: (value: string) => void;
  notice?: ReactNode;
  unavailable: ReactNode;
  choices: Choice[];
}) {
  return (
    <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      {notice}
      {unavailable ??
        choices.map((choice) => (
          <RadioChoice
            key={choice.value}
            name={name}
            testId={testId}
            defaultChecked={selected === choice.value}
            invalid={Boolean(error)}
            onChange={(event) => onSelect(event.currentTarget.value)}
            {...choice}
          />
        ))}
    </fieldset>
  );
}
