import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useShop } from '~/hooks/use-shop';
import { buyoutPaths } from '@electroshop/contracts/buyout';

/** Link to the buy-out page of the shop's variant (header and footer). */
export function BuyoutLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { variant } = useShop();
  return (
    <Link to={buyoutPaths(variant).prefix} className={className} data-testid="buyout-link">
      {t('buyout.navLink')}
    </Link>
  );
}
