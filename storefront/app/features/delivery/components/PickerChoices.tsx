import type { ComponentProps } from 'react';
import { RadioChoice } from '~/components/RadioChoice';

type Choice = Omit<ComponentProps<typeof RadioChoice>, 'name' | 'testId' | 'invalid' | 'className'>;

/** A delivery picker's list of radios of one field (`name`): point, store or time window, each with its own texts and state. */
export function PickerChoices({
  name,
  testId,
  listTestId,
  invalid,
  itemClassName,
  choices,
}: {
  name: string;
  testId: string;
  listTestId?: string;
  invalid: boolean;
  itemClassName?: string;
  choices: Choice[];
}) {
  return (
    <ul className="pickup__list" data-testid={listTestId}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <RadioChoice name={name} testId={testId} invalid={invalid} className={itemClassName} {...choice} />
        </li>
      ))}
    </ul>
  );
}
