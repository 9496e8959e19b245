import type { ReactNode } from 'react';
import { SelectOptions } from './SelectOptions';

interface Props {
  id: string;
  name: string;
  label: string;
  /** The first, empty option ("Choose a type"). */
  placeholder: string;
  value: string;
  choices: { value: string; label: string }[] | undefined;
  onChange: (value: string) => void;
  testId: string;
  className?: string;
  /** What follows the select inside its field (a reset link). */
  children?: ReactNode;
}

/**
 * One level of a device selector (type, manufacturer, model) as a labelled
 * native select: keyboard access and the no-JavaScript GET form for free;
 * disabled while the level has nothing to choose. Used by the buy-out's and
 * the service's selectors.
 */
export function ChoiceSelect({ id, name, label, placeholder, value, choices, onChange, testId, className, children }: Props) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        disabled={!choices?.length}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <SelectOptions placeholder={placeholder} options={choices ?? []} />
      </select>
      {children}
    </div>
  );
}
