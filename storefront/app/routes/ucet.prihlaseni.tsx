import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { FormField } from '~/components/FormField';
import { answerError } from '~/lib/backend.server';
import { accountPageData, currentCustomer, guardPath, logIn, nextPath, startSession } from '~/features/account/account.server';
import { AccountForm } from '~/features/account/components/AccountForm';
import { AccountPage } from '~/features/account/components/AccountPage';
import { Notice } from '~/features/account/components/Notice';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'login', 'account.login.title');
  const next = new URL(request.url).searchParams.get('next');
  if (await currentCustomer(request)) throw redirect(nextPath(next));
  return { ...page, next: next ?? '' };
}

/** One message for an unknown e-mail and a wrong password, so the form never tells which. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'login');
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const t = serverT();
  if (!email || !password) return { email, error: t('account.login.both') };
  const answer = await logIn({ context }, email, password);
  if (answer.ok && answer.body.token)
    throw redirect(nextPath(form.get('next')), {
      headers: await startSession({ request, context }, answer.body.token),
    });
  const error = answer.status === 401 || answer.status === 400 ? t('account.login.invalid') : answerError(answer).message || t('errors.generic');
  return { email, error };
}

export default function LoginPage() {
  const { next, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.login.title')}>
      <Notice error={result?.error} />
      <AccountForm submit={t('account.login.submit')}>
        <input type="hidden" name="next" value={next} />
        <FormField label={t('account.fields.email')} name="email" type="email" defaultValue={result?.email ?? ''} required autoComplete="email" />
        <FormField label={t('account.fields.password')} name="password" type="password" required autoComplete="current-password" />
      </AccountForm>
      <p className="account-links">
        <Link to={paths.forgotPassword}>{t('account.login.forgot')}</Link>
        <Link to={paths.register}>{t('account.login.register')}</Link>
      </p>
    </AccountPage>
  );
}
