import { Link, useRouteLoaderData } from '@remix-run/react';
import { useShopper } from '~/features/shopper/ShopperProvider';
import { useTranslation } from '~/lib/i18n';

/**
 * The header's account link. The header is part of cached pages, so who is
 * signed in comes from the shopper request (features/shopper); until it
 * answers, and without JavaScript, it reads "Log in" and leads to the
 * account, which sends a signed-out shopper to the login.
 */
export function AccountLink() {
  const { t } = useTranslation();
  const path = useRouteLoaderData<{ shop: { accountPath: string } }>('root')?.shop.accountPath ?? '/';
  const customer = useShopper()?.customer;
  return (
    <Link to={path} className="account-link" data-testid="account-link">
      {customer ? customer.firstName || t('account.header.account') : t('account.header.login')}
    </Link>
  );
}
