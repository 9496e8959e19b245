import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { validationMessage } from '@electroshop/domain/messages';
import { FormField } from '~/components/FormField';
import { answerError, buyoutApi } from '~/features/buyout/buyout.server';
import accountStyles from '~/features/account/account.css?url';
import { guardPath, paths } from '~/features/account/account.server';
import { Notice } from '~/features/account/components/Notice';
import { usePasswordCheck } from '~/features/account/use-password-check';
import { useTranslation } from '~/lib/i18n';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  guardPath(request, 'resetPassword');
  const t = serverT();
  return {
    title: `${t('account.reset.title')} | ${t('brand.name')}`,
    token: new URL(request.url).searchParams.get('token') ?? '',
    paths: paths(),
  };
}

/** The e-mailed reset token sets the new password through Medusa's update route, which accepts it once. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'resetPassword');
  const t = serverT();
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const confirmation = String(form.get('password_confirmation') ?? '');
  if (password !== confirmation)
    return {
      done: false,
      error: null,
      errors: {
        password_confirmation: validationMessage('password_mismatch', getShopConfig().locale),
      },
    };
  const answer = await buyoutApi({ context }, '/auth/customer/emailpass/update', {
    method: 'POST',
    body: { password },
    bearer: String(form.get('token') ?? ''),
  });
  if (answer.ok) return { done: true, error: null, errors: {} };
  const error = answerError(answer);
  if (error.fieldError('password'))
    return {
      done: false,
      error: null,
      errors: { password: error.fieldError('password') },
    };
  return {
    done: false,
    error: answer.status === 401 ? t('account.reset.invalidLink') : error.message || t('errors.generic'),
    errors: {},
  };
}

export default function ResetPasswordPage() {
  const { token, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const check = usePasswordCheck();
  const { t } = useTranslation();
  const errors: Record<string, string | undefined> = {
    ...result?.errors,
    ...check.errors,
  };
  if (result?.done) {
    return (
      <div className="container account">
        <h1>{t('account.reset.title')}</h1>
        <Notice success={t('account.reset.done')} />
        <p className="account-links">
          <Link to={paths.login}>{t('account.login.title')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container account">
      <h1>{t('account.reset.title')}</h1>
      <Notice error={result?.error} />
      <Form method="post" className="account-form" aria-busy={busy || undefined} onSubmit={check.onSubmit} noValidate>
        <input type="hidden" name="token" value={token} />
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
          {t('account.reset.submit')}
        </button>
      </Form>
    </div>
  );
}
