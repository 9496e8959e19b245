import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { validateEmail } from '@electroshop/domain';
import { validationMessage } from '@electroshop/domain/messages';
import { FormField } from '~/components/FormField';
import { answerError } from '~/lib/backend.server';
import { guardPath, requestPasswordReset } from '~/features/account/account.server';
import { AccountForm } from '~/features/account/components/AccountForm';
import { AccountPage } from '~/features/account/components/AccountPage';
import { Notice } from '~/features/account/components/Notice';
import { useTranslation } from '~/lib/i18n';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

async function loadPage({ request }: LoaderFunctionArgs) {
  guardPath(request, 'forgotPassword');
  const t = serverT();
  return { title: `${t('account.forgot.title')} | ${t('brand.name')}` };
}

/**
 * Medusa's reset flow: it answers alike whether or not the address has an
 * account (and the page says the same), the e-mail goes out from the
 * backend's `auth.password_reset` subscriber.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'forgotPassword');
  const t = serverT();
  const email = String((await request.formData()).get('email') ?? '').trim();
  const invalid = validateEmail(email);
  if (invalid)
    return {
      email,
      error: validationMessage(invalid, getShopConfig().locale),
      sent: false,
    };
  const answer = await requestPasswordReset({ context }, email);
  if (!answer.ok)
    return {
      email,
      error: answerError(answer).message || t('errors.generic'),
      sent: false,
    };
  return { email, error: null, sent: true };
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.forgot.title')}>
      <Notice error={result?.error} success={result?.sent ? t('account.forgot.sent') : null} />
      <p>{t('account.forgot.intro')}</p>
      <AccountForm submit={t('account.forgot.submit')}>
        <FormField label={t('account.fields.email')} name="email" type="email" defaultValue={result?.email ?? ''} required autoComplete="email" />
      </AccountForm>
    </AccountPage>
  );
}
