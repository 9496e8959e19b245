import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { validationMessage } from '@electroshop/domain/messages';
import { accountPageData, guardPath, setNewPassword } from '~/features/account/account.server';
import { NewPasswordFields } from '~/features/account/components/NewPasswordFields';
import { AccountPage } from '~/features/account/components/AccountPage';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { usePasswordForm } from '~/features/account/use-password-check';
import { formFields, savedForm } from '~/features/account/form.server';
import { useTranslation } from '~/lib/i18n';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'resetPassword', 'account.reset.title');
  return { ...page, token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The e-mailed reset token sets the new password through Medusa's update route, which accepts it once. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'resetPassword');
  const form = await request.formData();
  const { password, password_confirmation: confirmation, token } = formFields(form, ['password', 'password_confirmation', 'token'] as const);
  if (password !== confirmation) {
    return { done: false, error: null, errors: { password_confirmation: validationMessage('password_mismatch', getShopConfig().locale) } };
  }
  const answer = await setNewPassword({ context }, token, password);
  // Medusa refuses a used or expired token with 401: the link is what is wrong, not the password.
  if (!answer.ok && answer.status === 401) return { done: false, error: serverT()('account.reset.invalidLink'), errors: {} };
  return savedForm(answer, { password: 'password' });
}

export default function ResetPasswordPage() {
  const { token, paths } = useLoaderData<typeof loader>();
  const { result, errors, onSubmit } = usePasswordForm<typeof action>();
  const { t } = useTranslation();
  if (result?.done) {
    return (
      <AccountPage title={t('account.reset.title')}>
        <Notice success={t('account.reset.done')} />
        <p className="account-links">
          <Link to={paths.login}>{t('account.login.title')}</Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('account.reset.title')}>
      <Notice error={result?.error} />
      <AccountForm submit={t('account.reset.submit')} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label={t('account.fields.newPassword')} errors={errors} />
      </AccountForm>
    </AccountPage>
  );
}
