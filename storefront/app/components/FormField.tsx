import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldTextIds } from './FieldFrame';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  name: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its error message linked for assistive technology. */
export function FormField({ label, name, error, hint, className, required, ...input }: FieldProps) {
  const id = useId();
  const { errorId, hintId } = fieldTextIds(id);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required={required}
        {...input}
      />
    </FieldFrame>
  );
}
