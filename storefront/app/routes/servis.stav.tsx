import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ServiceOrderStatusView } from '@electroshop/contracts/service';
import { useTranslation } from '~/lib/i18n';
import { StatusLookup, useStatusLookup } from '~/components/StatusLookup';
import { useFormat } from '~/hooks/use-format';
import { serviceApi } from '~/features/service/service.server';
import { lookUpStatus, statusPageData } from '~/lib/status-lookup.server';
import { withMessages } from '~/lib/i18n.server';

/**
 * Repair-order status by number + e-mail or phone (`/servis/stav`, ro
 * `/service/stare`). A POST form (works without JavaScript), so the contact
 * never lands in a URL; a new order arrives here with its number filled in.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'buyout', 'service');

async function loadPage({ request }: LoaderFunctionArgs) {
  return { ...statusPageData(request, 'service'), created: new URL(request.url).searchParams.get('created') === '1' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return lookUpStatus<ServiceOrderStatusView>(request, 'service', (body) => serviceApi({ context }, 'status', { method: 'POST', body }));
}

export default function ServiceStatusPage() {
  const { created } = useLoaderData<typeof loader>();
  const lookup = useStatusLookup<ServiceOrderStatusView>();
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="container service">
      <h1>{t('service.status.title')}</h1>
      {created && !lookup.submitted ? (
        <p className="notice" role="status" data-testid="service-created">
          {t('service.status.created', { number: lookup.number })}
        </p>
      ) : null}
      <StatusLookup domain="service" lookup={lookup}>
        {(status) => (
          <>
            <p>{status.device}</p>
            <h3>{t('service.status.operations')}</h3>
            <ul>
              {status.operations.map((line) => (
                <li key={line.operation_id}>
                  {line.name} ({t(`service.operations.quality.${line.quality}`)}) – {money(line.price, status.currency_code)}
                </li>
              ))}
            </ul>
            <p>
              {t('service.status.total')}: <strong>{money(status.total, status.currency_code)}</strong>
            </p>
          </>
        )}
      </StatusLookup>
    </div>
  );
}
