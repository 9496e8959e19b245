import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { accountApi, accountPageData, currentCustomer, guardPath } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { NewPasswordFields } from '~/features/account/components/NewPasswordFields';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { usePasswordForm } from '~/features/account/use-password-check';
import { formFields, sameNames, savedForm } from '~/features/account/form.server';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export const loader = withMessages(loadPage, 'account');

/**
 * Signed out, the page says the spec's "An unlogged user cannot change the
 * password" with a link to the login, rather than redirecting: a session that
 * ends while the form is open gets the same answer from the backend.
 */
async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'password', 'account.password.title');
  return { ...page, signedIn: Boolean(await currentCustomer(request)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'password');
  const body = formFields(await request.formData(), FIELDS);
  const answer = await accountApi({ request, context }, '/store/account/password', { method: 'POST', body });
  return savedForm(answer, sameNames(FIELDS));
}

export default function ChangePasswordPage() {
  const { signedIn, paths } = useLoaderData<typeof loader>();
  const { result, errors, onSubmit } = usePasswordForm<typeof action>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.password.title')} nav={signedIn ? paths : null}>
      <Notice error={result?.error ?? (signedIn ? null : t('account.password.unlogged'))} success={result?.done ? t('account.password.done') : null} />
      {signedIn ? (
        <AccountForm submit={t('account.password.submit')} onSubmit={onSubmit} noValidate>
          <NewPasswordFields label={t('account.fields.newPassword')} errors={errors} askCurrent />
        </AccountForm>
      ) : (
        <p className="account-links">
          <Link
            to={`${paths.login}?${new URLSearchParams({
              next: paths.password,
            })}`}
          >
            {t('account.login.title')}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
