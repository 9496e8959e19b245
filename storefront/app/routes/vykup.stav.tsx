import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '~/components/FormField';
import { CounterOffer } from '~/components/buyout/CounterOffer';
import { QualityBadge } from '~/components/QualityBadge';
import buyoutStyles from '~/components/buyout/buyout.css?url';
import { useFormat } from '~/hooks/use-format';
import { buyoutPaths, type BuyoutStatus } from '~/lib/buyout';
import { buyoutApi, errorBody } from '~/lib/buyout.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';

/**
 * Buy-out status by number + e-mail (`/vykup/stav`, ro `/vanzare/stare`).
 * A GET form, so the link in the confirmation e-mail opens the result directly.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: buyoutStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const paths = buyoutPaths(getShopConfig().variant);
  const url = new URL(request.url);
  if (url.pathname.replace(/\/+$/, '') !== paths.status) throw new Response('Not found', { status: 404 });
  const t = serverT();
  const number = url.searchParams.get('number')?.trim() ?? '';
  const email = url.searchParams.get('email')?.trim() ?? '';
  let status: BuyoutStatus | null = null;
  let error: string | null = null;
  if (number || email) {
    if (!number || !email) error = t('buyout.status.both');
    else {
      const answer = await buyoutApi<BuyoutStatus>(request, '/store/buyout/status', { query: { number, email } }).catch(() => null);
      if (answer?.ok) status = answer.body;
      else if (answer?.status === 404) error = t('buyout.status.notFound');
      else error = (answer && errorBody(answer).message) || t('buyout.errors.generic');
    }
  }
  return { title: `${t('buyout.status.title')} | ${t('brand.name')}`, number, email, status, error, action: paths.status, offerPath: paths.offer };
}

export default function BuyoutStatusPage() {
  const { number, email, status, error, action, offerPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const busy = useNavigation().state === 'loading';
  return (
    <div className="container buyout">
      <h1>{t('buyout.status.title')}</h1>
      <Form method="get" action={action} className="buyout-status-form" aria-busy={busy || undefined}>
        <FormField label={t('buyout.status.number')} name="number" defaultValue={number} required autoComplete="off" />
        <FormField label={t('buyout.fields.email')} name="email" type="email" defaultValue={email} required autoComplete="email" />
        <button type="submit" className="button button--primary">
          {t('buyout.status.submit')}
        </button>
      </Form>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {status ? (
        <section className="buyout-review" aria-live="polite" data-testid="buyout-status">
          <h2 className="section__title">{t('buyout.status.result', { number: status.number })}</h2>
          <p>
            <span className="status-pill">{status.status_label}</span>
          </p>
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
          <h3>{t('buyout.status.history')}</h3>
          <ol className="buyout-history">
            {status.history.map((entry) => (
              <li key={`${entry.status}-${entry.created_at}`}>
                <time dateTime={entry.created_at}>{date(entry.created_at)}</time> <strong>{entry.status_label}</strong>
                {entry.note ? <span> – {entry.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
