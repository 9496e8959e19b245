import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useShopLinks } from '~/hooks/use-shop';

/** Link to the buy-out page of the shop's variant (header and footer). */
export function BuyoutLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={useShopLinks()?.buyout ?? '/'} className={className} data-testid="buyout-link">
      {t('buyout.navLink')}
    </Link>
  );
}
