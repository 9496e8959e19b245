import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LoadedList } from '~/components/LoadedList';
import { useTranslation } from '~/lib/i18n';
import { buyoutPaths } from '@electroshop/contracts/buyout';
import { loadCenters } from '~/features/buyout/buyout-api.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { ownPath } from '~/lib/own-path.server';

/** Buy-out centres where a device can also be handed in (`/vykup/centra`, ro `/vanzare/centre`). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

export const loader = withMessages(loadPage, 'buyout');

async function loadPage({ request, context }: LoaderFunctionArgs) {
  const paths = buyoutPaths(getShopConfig().variant);
  ownPath(request, paths.centers);
  const t = serverT();
  const answer = await loadCenters({ context }).catch(() => null);
  return {
    title: `${t('buyout.centers.title')} | ${t('brand.name')}`,
    centers: answer?.ok && Array.isArray(answer.body) ? answer.body : null,
  };
}

export default function BuyoutCenters() {
  const { centers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container buyout">
      <h1>{t('buyout.centers.title')}</h1>
      <p className="page-header__lead">{t('buyout.centers.lead')}</p>
      <LoadedList items={centers} failed={t('buyout.centers.error')} empty={t('buyout.centers.empty')}>
        {(centers) => (
          <ul className="buyout-centers" data-testid="buyout-centers">
            {centers.map((center) => (
              <li key={center.id} className="buyout-center">
                <h2>{center.name}</h2>
                <address>
                  {center.street}
                  <br />
                  {center.postcode} {center.city}
                  <br />
                  {center.country_label}
                </address>
                {center.phone ? (
                  <p>
                    <a href={`tel:${center.phone.replace(/\s+/g, '')}`}>{center.phone}</a>
                  </p>
                ) : null}
                {center.email ? (
                  <p>
                    <a href={`mailto:${center.email}`}>{center.email}</a>
                  </p>
                ) : null}
                {center.opening_hours?.length ? (
                  <dl className="buyout-center__hours">
                    <dt>{t('buyout.centers.hours')}</dt>
                    {center.opening_hours.map((slot) => (
                      <dd key={slot.days}>
                        {slot.days}: {slot.hours}
                      </dd>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </div>
  );
}
