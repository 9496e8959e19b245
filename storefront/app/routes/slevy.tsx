import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PUBLIC_PROMOTIONS_PATHS } from '@electroshop/contracts/promotion';
import { LoadedList } from '~/components/LoadedList';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { loadPublicPromotions } from '~/features/catalog/public-promotions.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { ownPath } from '~/lib/own-path.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

export const loader = withMessages(loadPage, 'publicPromotions');

/**
 * The discounts staff made public (`/slevy`, ro `/reduceri`): marketing name,
 * value, code to type in the checkout (or "applied by itself") and until when.
 * The same for everyone; not kept by the page cache, so a change in the
 * admin shows at once.
 */
async function loadPage({ request, context }: LoaderFunctionArgs) {
  const { variant } = getShopConfig();
  ownPath(request, PUBLIC_PROMOTIONS_PATHS[variant]);
  const t = serverT();
  return {
    title: `${t('publicPromotions.title')} | ${t('brand.name')}`,
    promotions: await loadPublicPromotions({ context }),
  };
}

export default function PublicPromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { money, date } = useFormat();
  return (
    <div className="container public-promotions">
      <h1>{t('publicPromotions.title')}</h1>
      <p className="page-header__lead">{t('publicPromotions.lead')}</p>
      <LoadedList items={promotions} failed={t('publicPromotions.failed')} empty={t('publicPromotions.none')} emptyTestId="public-promotions-empty">
        {(promotions) => (
          <ul className="public-promotions__list" data-testid="public-promotions">
            {promotions.map((promotion) => (
              <li key={promotion.code} className="public-promotions__item" data-testid="public-promotion">
                <h2>{promotion.name ?? promotion.code}</h2>
                <p className="public-promotions__value">
                  {promotion.kind === 'percentage' ? `−${promotion.value} %` : `−${money(promotion.value, promotion.currency_code)}`}
                </p>
                <p>
                  {promotion.automatic ? (
                    t('publicPromotions.automatic')
                  ) : (
                    <>
                      {t('publicPromotions.code')} <code data-testid="public-promotion-code">{promotion.code}</code>
                    </>
                  )}
                </p>
                <p className="field__hint">
                  {promotion.ends_at ? t('publicPromotions.until', { date: date(promotion.ends_at) }) : t('publicPromotions.noEnd')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      <p>
        <Link to="/cart">{t('publicPromotions.toCart')}</Link>
      </p>
    </div>
  );
}
