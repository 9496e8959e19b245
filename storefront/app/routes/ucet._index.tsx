import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { answerError } from '~/lib/backend.server';
import { accountApi, accountPageData, guardPath, requireCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { Notice } from '~/features/account/components/Notice';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

/** The account summary: who is signed in and whether the address is verified yet. */
async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'account', 'account.summary.title');
  return { ...page, customer: await requireCustomer(request), registered: new URL(request.url).searchParams.has('registered') };
}

/** "Send the verification e-mail again" (unverified only; limited like the other account e-mails: a 429 says when to try again). */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'account');
  await requireCustomer(request);
  const answer = await accountApi({ request, context }, '/store/account/verification-email', { method: 'POST' });
  if (answer.ok) return { sent: true, error: null };
  return { sent: false, error: answerError(answer).message || serverT()('errors.generic') };
}

export default function AccountSummaryPage() {
  const { customer, registered, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <AccountPage title={t('account.summary.title')} nav={paths}>
      <Notice success={result?.sent ? t('account.summary.resent') : registered ? t('account.summary.registered') : null} error={result?.error} />
      <dl className="account-summary" data-testid="account-summary">
        <div>
          <dt>{t('account.fields.name')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('account.fields.email')}</dt>
          <dd>{customer.email}</dd>
        </div>
        <div>
          <dt>{t('account.summary.verification')}</dt>
          <dd data-testid="email-verification">{customer.email_verified ? t('account.summary.verified') : t('account.summary.unverified')}</dd>
          {customer.email_verified ? null : (
            <dd>
              <Form method="post">
                <button type="submit" className="button button--secondary" data-testid="resend-verification">
                  {t('account.summary.resend')}
                </button>
              </Form>
            </dd>
          )}
        </div>
      </dl>
    </AccountPage>
  );
}
