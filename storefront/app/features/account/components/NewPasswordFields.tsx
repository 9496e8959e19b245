import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';
import type { FieldErrors } from '~/lib/field-errors';

/** A new password typed twice, with the spec's rule as the hint; first the current one when `askCurrent`. */
export function NewPasswordFields({ errors, label, askCurrent = false }: { errors: FieldErrors; label: string; askCurrent?: boolean }) {
  const { t } = useTranslation();
  const fields = [
    ...(askCurrent ? [{ name: 'current_password', label: t('account.fields.currentPassword'), autoComplete: 'current-password' }] : []),
    { name: 'password', label, hint: t('account.passwordHint'), autoComplete: 'new-password' },
    { name: 'password_confirmation', label: t('account.fields.passwordConfirmation'), autoComplete: 'new-password' },
  ];
  return (
    <>
      {fields.map((field) => (
        <FormField key={field.name} {...field} type="password" error={errors[field.name]} required />
      ))}
    </>
  );
}
