import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { StatusLookup, useStatusLookup } from '~/components/StatusLookup';
import { CounterOffer } from '~/features/buyout/components/CounterOffer';
import { QualityBadge } from '~/components/QualityBadge';
import { useFormat } from '~/hooks/use-format';
import { buyoutPaths, type BuyoutStatusResponse } from '@electroshop/contracts/buyout';
import { lookUpSale } from '~/features/buyout/buyout-api.server';
import { lookUpStatus, statusPageData } from '~/lib/status-lookup.server';
import { getShopConfig } from '~/lib/config.server';
import { withMessages } from '~/lib/i18n.server';

/**
 * Buy-out status by number + e-mail (`/vykup/stav`, ro `/vanzare/stare`).
 * A POST form (works without JavaScript), so the e-mail never lands in a URL;
 * the e-mails' link fills in the number (`?number=`).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'buyout', 'service');

async function loadPage({ request }: LoaderFunctionArgs) {
  return { ...statusPageData(request, 'buyout'), offerPath: buyoutPaths(getShopConfig().variant).offer };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return lookUpStatus<BuyoutStatusResponse>(request, 'buyout', (body) => lookUpSale({ context }, body));
}

export default function BuyoutStatusPage() {
  const { offerPath } = useLoaderData<typeof loader>();
  const lookup = useStatusLookup<BuyoutStatusResponse>();
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="container buyout">
      <h1>{t('buyout.status.title')}</h1>
      <StatusLookup domain="buyout" lookup={lookup}>
        {(status) => (
          <>
            <dl className="buyout-review__list">
              <div>
                <dt>{t('buyout.review.device')}</dt>
                <dd>{[status.device.manufacturer, status.device.model, status.device.color].join(' · ')}</dd>
              </div>
              <div>
                <dt>{t('buyout.result.grade')}</dt>
                <dd>
                  <QualityBadge quality={status.quality} />
                </dd>
              </div>
              <div>
                <dt>{t('buyout.result.price')}</dt>
                <dd>{money(status.price, status.currency_code)}</dd>
              </div>
              {status.offered_price !== null ? (
                <div>
                  <dt>{t('buyout.status.offered')}</dt>
                  <dd>{money(status.offered_price, status.currency_code)}</dd>
                </div>
              ) : null}
            </dl>
            {status.offer_token && status.id && status.offered_price !== null ? (
              <CounterOffer
                offer={{ ...status, id: status.id, offered_price: status.offered_price, currency_code: status.currency_code ?? '', pending: true }}
                token={status.offer_token}
                offerPath={offerPath}
              />
            ) : null}
          </>
        )}
      </StatusLookup>
    </div>
  );
}
