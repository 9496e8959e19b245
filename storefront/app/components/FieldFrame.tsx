import type { ReactNode } from 'react';

interface Props {
  /** id of the control inside, which the label points at. */
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Ids of the error and hint texts, for the control's aria-describedby. */
export const fieldTextIds = (id: string) => ({ errorId: `${id}-error`, hintId: `${id}-hint` });

/** Label, required mark, hint and error around one form control, the same for every field. */
export function FieldFrame({ id, name, label, required, error, hint, className, children }: Props) {
  const { errorId, hintId } = fieldTextIds(id);
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} name={name} error={error} />
    </div>
  );
}

/** A field's error text under it (nothing without an error); `id` is what the control or its fieldset names in aria-describedby. */
export function FieldError({ id, name, error }: { id: string; name: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error" data-testid={`error-${name}`}>
      {error}
    </p>
  ) : null;
}
