import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import accountStyles from '~/features/account/account.css?url';
import { guardPath, paths, requireCustomer } from '~/features/account/account.server';
import { AccountNav } from '~/features/account/components/AccountNav';
import { Notice } from '~/features/account/components/Notice';
import { useTranslation } from '~/lib/i18n';
import { serverT } from '~/lib/i18n.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** The account summary: who is signed in and whether the address is verified yet. */
export async function loader({ request }: LoaderFunctionArgs) {
  guardPath(request, 'account');
  const customer = await requireCustomer(request);
  const t = serverT();
  return {
    title: `${t('account.summary.title')} | ${t('brand.name')}`,
    customer,
    registered: new URL(request.url).searchParams.has('registered'),
    paths: paths(),
  };
}

export default function AccountSummaryPage() {
  const { customer, registered, paths } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <div className="container account">
      <h1>{t('account.summary.title')}</h1>
      <AccountNav paths={paths} />
      <Notice success={registered ? t('account.summary.registered') : null} />
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
        </div>
      </dl>
    </div>
  );
}
