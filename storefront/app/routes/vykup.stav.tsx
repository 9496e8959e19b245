import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { FormField } from '~/components/FormField';
import { CounterOffer } from '~/features/buyout/components/CounterOffer';
import { QualityBadge } from '~/components/QualityBadge';
import buyoutStyles from '~/features/buyout/buyout.css?url';
import { useFormat } from '~/hooks/use-format';
import { buyoutPaths, type BuyoutStatusResponse } from '@electroshop/contracts/buyout';
import { buyoutApi, answerError } from '~/features/buyout/buyout.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';

/**
 * Buy-out status by number + e-mail (`/vykup/stav`, ro `/vanzare/stare`).
 * A POST form (works without JavaScript), so the e-mail never lands in a URL;
 * the e-mails' link fills in the number (`?number=`).
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: buyoutStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

function statusPath(request: Request) {
  const paths = buyoutPaths(getShopConfig().variant);
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== paths.status) throw new Response('Not found', { status: 404 });
  return paths.status;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const action = statusPath(request);
  const t = serverT();
  const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
  return { title: `${t('buyout.status.title')} | ${t('brand.name')}`, number, action, offerPath: buyoutPaths(getShopConfig().variant).offer };
}

export async function action({ request, context }: ActionFunctionArgs) {
  statusPath(request);
  const t = serverT();
  const form = await request.formData();
  const number = String(form.get('number') ?? '').trim();
  const email = String(form.get('email') ?? '').trim();
  let status: BuyoutStatusResponse | null = null;
  let error: string | null = null;
  if (!number || !email) error = t('buyout.status.both');
  else {
    const answer = await buyoutApi<BuyoutStatusResponse>({ context }, '/store/buyout/status', { method: 'POST', body: { number, email } }).catch(() => null);
    if (answer?.ok) status = answer.body;
    else if (answer?.status === 404) error = t('buyout.status.notFound');
    else error = (answer && answerError(answer).message) || t('buyout.errors.generic');
  }
  return { number, email, status, error };
}

export default function BuyoutStatusPage() {
  const { action: formAction, offerPath, ...loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { status = null, error = null } = result ?? {};
  const number = result?.number ?? loaded.number;
  const email = result?.email ?? '';
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container buyout">
      <h1>{t('buyout.status.title')}</h1>
      <Form method="post" action={formAction} className="buyout-status-form" aria-busy={busy || undefined}>
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
