import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldTextIds } from '~/components/FieldFrame';
import { SelectOptions } from '~/components/SelectOptions';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  name: string;
  error?: string | null;
  options: { value: string; label: string }[];
  placeholder?: string;
}

/** A labelled select with its error linked, framed like FormField. */
export function SelectField({ label, name, error, options, placeholder, required, className, ...select }: Props) {
  const id = useId();
  const { errorId } = fieldTextIds(id);
  return (
    <FieldFrame id={id} name={name} label={label} required={required} error={error} className={className}>
      <select
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required={required || undefined}
        {...select}
      >
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </FieldFrame>
  );
}
