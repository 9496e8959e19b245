import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useShopLinks } from '~/hooks/use-shop';

/** The footer's service items: repairs, their price lists and the spare parts of the shop's variant. */
export function ServiceLinks() {
  const { t } = useTranslation();
  const paths = useShopLinks()?.service;
  if (!paths) return null;
  return (
    <>
      <li>
        <Link to={paths.prefix} data-testid="service-link">
          {t('service.navLink')}
        </Link>
      </li>
      <li>
        <Link to={paths.priceList} data-testid="service-price-list-link">
          {t('service.priceList.navLink')}
        </Link>
      </li>
      <li>
        <Link to={paths.parts} data-testid="service-parts-link">
          {t('service.parts.navLink')}
        </Link>
      </li>
    </>
  );
}
