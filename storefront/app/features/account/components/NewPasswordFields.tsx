import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';

/** A new password typed twice, with the spec's rule as the hint. */
export function NewPasswordFields({ errors, label }: { errors: Record<string, string | undefined>; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={label} name="password" type="password" error={errors.password} hint={t('account.passwordHint')} required autoComplete="new-password" />
      <FormField
        label={t('account.fields.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        error={errors.password_confirmation}
        required
        autoComplete="new-password"
      />
    </>
  );
}
