import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { categoryUrl, type CategoryNode } from '~/lib/categories';
import { BuyoutLink } from './buyout/BuyoutLink';

export const INFO_PAGES = ['contact', 'delivery', 'terms', 'privacy'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export function Footer({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2 className="site-footer__heading">{t('footer.shop')}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryUrl(category)}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/cart">{t('cart.title')}</Link>
            </li>
            <li>
              <BuyoutLink />
            </li>
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{t('footer.customers')}</h2>
          <ul>
            {INFO_PAGES.map((page) => (
              <li key={page}>
                <Link to={`/info/${page}`}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{t('footer.about')}</h2>
          <p>{t('footer.aboutText')}</p>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year, brand: t('brand.name') })}</p>
      </div>
    </footer>
  );
}
