import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormField } from '~/components/FormField';
import { answerError } from '~/features/buyout/buyout.server';
import accountStyles from '~/features/account/account.css?url';
import { accountApi, currentCustomer, guardPath, paths } from '~/features/account/account.server';
import { AccountNav } from '~/features/account/components/AccountNav';
import { Notice } from '~/features/account/components/Notice';
import { usePasswordCheck } from '~/features/account/use-password-check';
import { useTranslation } from '~/lib/i18n';
import { serverT } from '~/lib/i18n.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * Signed out, the page says the spec's "An unlogged user cannot change the
 * password" with a link to the login, rather than redirecting: a session that
 * ends while the form is open gets the same answer from the backend.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  guardPath(request, 'password');
  const t = serverT();
  const signedIn = Boolean(await currentCustomer(request));
  return {
    title: `${t('account.password.title')} | ${t('brand.name')}`,
    signedIn,
    paths: paths(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'password');
  const form = await request.formData();
  const body = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const answer = await accountApi({ request, context }, '/store/account/password', { method: 'POST', body });
  if (answer.ok)
    return {
      done: true,
      error: null,
      errors: {} as Record<string, string | undefined>,
    };
  const error = answerError(answer);
  const errors = Object.fromEntries(FIELDS.map((field) => [field, error.fieldError(field)]));
  return {
    done: false,
    error: Object.values(errors).some(Boolean) ? null : error.message || serverT()('errors.generic'),
    errors,
  };
}

export default function ChangePasswordPage() {
  const { signedIn, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const check = usePasswordCheck();
  const { t } = useTranslation();
  const errors: Record<string, string | undefined> = {
    ...result?.errors,
    ...check.errors,
  };
  return (
    <div className="container account">
      <h1>{t('account.password.title')}</h1>
      {signedIn ? <AccountNav paths={paths} /> : null}
      <Notice error={result?.error ?? (signedIn ? null : t('account.password.unlogged'))} success={result?.done ? t('account.password.done') : null} />
      {signedIn ? (
        <Form method="post" className="account-form" aria-busy={busy || undefined} onSubmit={check.onSubmit} noValidate>
          <FormField
            label={t('account.fields.currentPassword')}
            name="current_password"
            type="password"
            error={errors.current_password}
            required
            autoComplete="current-password"
          />
          <FormField
            label={t('account.fields.newPassword')}
            name="password"
            type="password"
            error={errors.password}
            hint={t('account.passwordHint')}
            required
            autoComplete="new-password"
          />
          <FormField
            label={t('account.fields.passwordConfirmation')}
            name="password_confirmation"
            type="password"
            error={errors.password_confirmation}
            required
            autoComplete="new-password"
          />
          <button type="submit" className="button button--primary">
            {t('account.password.submit')}
          </button>
        </Form>
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
    </div>
  );
}
