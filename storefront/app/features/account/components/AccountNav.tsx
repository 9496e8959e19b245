import { Form, NavLink } from '@remix-run/react';
import type { AccountPaths } from '@electroshop/contracts/account';
import { useTranslation } from '~/lib/i18n';

/** The account's pages and the logout button (a POST form: works without JavaScript). */
export function AccountNav({ paths }: { paths: AccountPaths }) {
  const { t } = useTranslation();
  const links = [
    [paths.account, t('account.nav.summary')],
    [paths.orders, t('account.nav.orders')],
    [paths.reviews, t('account.nav.reviews')],
    [paths.favorites, t('account.nav.favorites')],
    [paths.profile, t('account.nav.profile')],
    [paths.addresses, t('account.nav.addresses')],
    [paths.password, t('account.nav.password')],
  ] as const;
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action={paths.logout}>
        <button type="submit" className="button button--secondary" data-testid="logout">
          {t('account.logout')}
        </button>
      </Form>
    </nav>
  );
}
