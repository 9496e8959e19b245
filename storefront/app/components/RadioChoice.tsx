import type { InputHTMLAttributes, ReactNode } from 'react';

type RadioProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'defaultChecked' | 'disabled' | 'onChange'>;

/**
 * One option of a radio list (delivery, payment, pickup point, store, time
 * window): the whole row is the label, so it is one click and one tab stop;
 * the name, then a smaller description, then anything else under them;
 * `aside` stands on the right (a price).
 */
export function RadioChoice({
  name,
  value,
  testId,
  invalid,
  className,
  title,
  description,
  aside,
  children,
  ...radio
}: RadioProps & {
  name: string;
  value: string;
  testId: string;
  invalid?: boolean;
  className?: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <label className={className ? `choice ${className}` : 'choice'} data-testid={testId}>
      <input type="radio" name={name} value={value} aria-invalid={invalid || undefined} {...radio} />
      <span className="choice__name">
        {title}
        {description ? <small className="choice__description">{description}</small> : null}
        {children}
      </span>
      {aside}
    </label>
  );
}
