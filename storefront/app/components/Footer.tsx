import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { categoryUrl, type CategoryNode } from '~/features/catalog/categories';
import type { ShopOperator } from '@electroshop/contracts/shared';
import { BuyoutLink } from '~/features/buyout/components/BuyoutLink';
import { ServiceLinks } from '~/features/service/components/ServiceLink';

export const INFO_PAGES = ['contact', 'delivery', 'terms', 'privacy', 'accessibility'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/**
 * The trader's identification the law asks for on every page (footer) and on
 * the contact page: name, registered office, IČO / CUI, VAT id, register entry,
 * e-mail and phone.
 */
export function OperatorDetails({ operator, testId }: { operator: ShopOperator; testId: string }) {
  const { t } = useTranslation();
  return (
    <address className="operator" data-testid={testId}>
      <span>
        {t('footer.operator')}: <strong>{operator.name}</strong>, {operator.address}
      </span>{' '}
      <span>
        {t('footer.operatorId')}: {operator.id}
      </span>{' '}
      <span>
        {t('footer.vatId')}: {operator.vat_id}
      </span>{' '}
      <span>
        {t('footer.register')}: {operator.register}
      </span>{' '}
      <span>
        {t('footer.email')}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
      </span>{' '}
      <span>
        {t('footer.phone')}: <a href={`tel:${operator.phone.replace(/\s/g, '')}`}>{operator.phone}</a>
      </span>
    </address>
  );
}

export function Footer({ categories, operator }: { categories: CategoryNode[]; operator: ShopOperator | null }) {
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
            <ServiceLinks />
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
        {operator ? <OperatorDetails operator={operator} testId="footer-operator" /> : null}
        <p>{t('footer.copyright', { year, brand: t('brand.name') })}</p>
      </div>
    </footer>
  );
}
