import { Link } from '@remix-run/react';
import { servicePaths } from '@electroshop/contracts/service';
import { useTranslation } from '~/lib/i18n';
import { useShop } from '~/hooks/use-shop';

/** Link to the repair price lists and repair orders of the shop's variant (footer). */
export function ServiceLink() {
  const { t } = useTranslation();
  const { variant } = useShop();
  return (
    <Link to={servicePaths(variant).prefix} data-testid="service-link">
      {t('service.navLink')}
    </Link>
  );
}
