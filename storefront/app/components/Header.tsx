import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import type { CategoryNode } from '~/features/catalog/categories';
import { AccountLink } from '~/features/account/components/AccountLink';
import { BuyoutLink } from '~/features/buyout/components/BuyoutLink';
import { CartWidget } from '~/features/cart/components/CartWidget';
import { HamburgerMenu, Megamenu } from '~/features/catalog/components/CategoryMenu';
import { SearchBox } from '~/features/search/components/SearchBox';
import { Logo } from './Icons';

export function Header({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__usp">{t('layout.usp')}</p>
          <ul className="topbar__links">
            <li>
              <BuyoutLink />
            </li>
            <li>
              <Link to="/info/delivery">{t('footer.delivery')}</Link>
            </li>
            <li>
              <Link to="/info/contact">{t('footer.contact')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container header-main">
        <HamburgerMenu categories={categories} />
        <Link to="/" className="logo" aria-label={t('brand.homeLink')}>
          <Logo />
          <span className="logo__text">{t('brand.name')}</span>
        </Link>
        <p className="header-main__claim">{t('brand.claim')}</p>
        <SearchBox />
        <AccountLink />
        <CartWidget />
      </div>
      <Megamenu categories={categories} />
    </header>
  );
}
