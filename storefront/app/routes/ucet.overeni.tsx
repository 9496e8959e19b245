import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { answerError } from '~/lib/backend.server';
import { accountPageData, verifyEmail } from '~/features/account/account.server';
import { Notice } from '~/features/account/components/Notice';
import { AccountPage } from '~/features/account/components/AccountPage';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account');

/**
 * The verification e-mail's link (`?token=`). Opening it confirms the
 * address; the token is bound to the address and does nothing more once
 * used. The page is private (a `token` query is never cached).
 */
async function loadPage({ request, context }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'verify', 'account.verify.title');
  const t = serverT();
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const answer = await verifyEmail({ context }, token);
  const error = answer.ok ? null : (answerError(answer).fieldError('token') ?? answerError(answer).message) || t('errors.generic');
  return { ...page, error };
}

export default function VerifyPage() {
  const { error, paths } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.verify.title')}>
      <Notice error={error} success={error ? null : t('account.verify.done')} />
      <p className="account-links">
        <Link to={paths.account}>{t('account.nav.summary')}</Link>
      </p>
    </AccountPage>
  );
}
