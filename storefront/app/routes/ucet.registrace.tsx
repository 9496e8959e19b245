import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { accountPageData, currentCustomer, guardPath, logIn, paths, register, startSession } from '~/features/account/account.server';
import { NewPasswordFields } from '~/features/account/components/NewPasswordFields';
import { AccountPage } from '~/features/account/components/AccountPage';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { PersonFields } from '~/features/account/components/PersonFields';
import { usePasswordForm } from '~/features/account/use-password-check';
import { failedForm, formFields, sameNames } from '~/features/account/form.server';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export const loader = withMessages(loadPage, 'account');

async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'register', 'account.register.title');
  if (await currentCustomer(request)) throw redirect(page.paths.account);
  return page;
}

/** Registers (the backend checks the spec's password rule), then logs the new customer in. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'register');
  const body = formFields(await request.formData(), FIELDS);
  const answer = await register({ context }, body);
  if (!answer.ok) return { values: { first_name: body.first_name, last_name: body.last_name, email: body.email }, ...failedForm(answer, sameNames(FIELDS)) };
  const login = await logIn({ context }, body.email, body.password);
  if (!login.ok || !login.body.token) throw redirect(paths().login);
  throw redirect(`${paths().account}?registered=1`, { headers: await startSession({ request, context }, login.body.token) });
}

export default function RegisterPage() {
  const { paths } = useLoaderData<typeof loader>();
  const { result, errors, onSubmit } = usePasswordForm<typeof action>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.register.title')}>
      <Notice error={result?.error} />
      <AccountForm submit={t('account.register.submit')} onSubmit={onSubmit} noValidate>
        <PersonFields names={['first_name', 'last_name', 'email']} values={result?.values} errors={errors} />
        <NewPasswordFields label={t('account.fields.password')} errors={errors} />
      </AccountForm>
      <p className="account-links">
        <Link to={paths.login}>{t('account.register.haveAccount')}</Link>
      </p>
    </AccountPage>
  );
}
