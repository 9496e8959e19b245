import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { StatusLookupForm, StatusResult } from '~/components/StatusLookup';
import { CounterOffer } from '~/features/buyout/components/CounterOffer';
import { QualityBadge } from '~/components/QualityBadge';
import buyoutStyles from '~/features/buyout/buyout.css?url';
import { useFormat } from '~/hooks/use-format';
import { buyoutPaths, type BuyoutStatusResponse } from '@electroshop/contracts/buyout';
import { backendApi } from '~/lib/backend.server';
import { lookUpStatus, statusPageData } from '~/lib/status-lookup.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * Buy-out status by number + e-mail (`/vykup/stav`, ro `/vanzare/stare`).
 * A POST form (works without JavaScript), so the e-mail never lands in a URL;
 * the e-mails' link fills in the number (`?number=`).
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: buyoutStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'buyout');

async function loadPage({ request }: LoaderFunctionArgs) {
  const paths = buyoutPaths(getShopConfig().variant);
  return { ...statusPageData(request, paths.status, 'buyout.status.title'), offerPath: paths.offer };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = serverT();
  const { contact: email, ...result } = await lookUpStatus<BuyoutStatusResponse>(request, {
    path: buyoutPaths(getShopConfig().variant).status,
    contactField: 'email',
    messages: { both: t('buyout.status.both'), notFound: t('buyout.status.notFound'), generic: t('buyout.errors.generic') },
    call: (number, email) => backendApi({ context }, '/store/buyout/status', { method: 'POST', body: { number, email } }),
  });
  return { ...result, email };
}

export default function BuyoutStatusPage() {
  const { action: formAction, offerPath, ...loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { status = null, error = null } = result ?? {};
  const number = result?.number ?? loaded.number;
  const email = result?.email ?? '';
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="container buyout">
      <h1>{t('buyout.status.title')}</h1>
      <StatusLookupForm
        action={formAction}
        className="buyout-status-form"
        number={{ label: t('buyout.status.number'), value: number }}
        contact={{ name: 'email', label: t('buyout.fields.email'), type: 'email', value: email }}
        submitLabel={t('buyout.status.submit')}
        error={error}
      />
      {status ? (
        <StatusResult
          className="buyout-review"
          testId="buyout-status"
          title={t('buyout.status.result', { number: status.number })}
          status={status}
          history={{ title: t('buyout.status.history'), className: 'buyout-history' }}
        >
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
            <CounterOffer offer={{ ...status, id: status.id, offered_price: status.offered_price, currency_code: status.currency_code ?? '', pending: true }} token={status.offer_token} offerPath={offerPath} />
          ) : null}
        </StatusResult>
      ) : null}
    </div>
  );
}
