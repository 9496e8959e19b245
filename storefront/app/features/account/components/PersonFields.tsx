import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';
import type { FieldErrors } from '~/lib/field-errors';

const INPUTS = {
  first_name: { label: 'account.fields.firstName', autoComplete: 'given-name', required: true },
  last_name: { label: 'account.fields.lastName', autoComplete: 'family-name', required: true },
  email: { label: 'account.fields.email', autoComplete: 'email', type: 'email', required: true },
  phone: { label: 'account.fields.phone', autoComplete: 'tel', type: 'tel' },
} satisfies Record<string, { label: string; autoComplete: string; required?: boolean; type?: string }>;

export type PersonField = keyof typeof INPUTS;

/** The customer's own fields of the account forms (registration, profile), in the given order, with what was typed or saved. */
export function PersonFields({
  names,
  values,
  errors,
}: {
  names: readonly PersonField[];
  values?: Partial<Record<PersonField, string | null>>;
  errors?: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((name) => (
        <FormField key={name} {...INPUTS[name]} label={t(INPUTS[name].label)} name={name} defaultValue={values?.[name] ?? ''} error={errors?.[name]} />
      ))}
    </>
  );
}
