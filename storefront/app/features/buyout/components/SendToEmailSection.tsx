import { useTranslation } from '~/lib/i18n';
import { FormField } from '~/components/FormField';
import type { FieldErrors } from '~/lib/field-errors';

interface Props {
  hidden: boolean;
  defaultEmail: string;
  errors: FieldErrors;
  /** Section 4: null before sending, true after success, false after a failure. */
  emailSent: boolean | null;
  formError: string | null;
  pending: boolean;
}

/** Send-quote-to-e-mail form: a section of the page form, submitted with intent=send-to-email. */
export function SendToEmailSection({ hidden, defaultEmail, errors, emailSent, formError, pending }: Props) {
  const { t } = useTranslation();
  return (
    <section className="buyout-panel" hidden={hidden} aria-labelledby="buyout-email-title" data-testid="buyout-email-form">
      <h2 id="buyout-email-title" className="section__title">
        {t('buyout.email.title')}
      </h2>
      <p className="section__lead">{t('buyout.email.lead')}</p>
      <div className="buyout-email">
        <FormField label={t('buyout.fields.email')} name="e_mail" type="email" autoComplete="email" defaultValue={defaultEmail} error={errors.email} required />
        <button type="submit" name="intent" value="send-to-email" className="button button--primary" disabled={pending}>
          {pending ? t('buyout.email.sending') : t('buyout.email.submit')}
        </button>
      </div>
      {emailSent === true ? (
        <p className="notice" role="status" data-testid="buyout-email-sent">
          {t('buyout.email.sent')}
        </p>
      ) : null}
      {emailSent === false ? (
        <p className="notice notice--error" role="alert" data-testid="buyout-email-failed">
          {formError || t('buyout.email.failed')}
        </p>
      ) : null}
    </section>
  );
}
