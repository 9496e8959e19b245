import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { servicePaths, type ServiceOrderStatusView } from '@electroshop/contracts/service';
import { useTranslation } from '~/lib/i18n';
import { StatusLookupForm, StatusResult } from '~/components/StatusLookup';
import { useFormat } from '~/hooks/use-format';
import serviceStyles from '~/features/service/service.css?url';
import { serviceApi } from '~/features/service/service.server';
import { lookUpStatus, statusPageData } from '~/lib/status-lookup.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * Repair-order status by number + e-mail or phone (`/servis/stav`, ro
 * `/service/stare`). A POST form (works without JavaScript), so the contact
 * never lands in a URL; a new order arrives here with its number filled in.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: serviceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'service');

async function loadPage({ request }: LoaderFunctionArgs) {
  const page = statusPageData(request, servicePaths(getShopConfig().variant).status, 'service.status.title');
  return { ...page, created: new URL(request.url).searchParams.get('created') === '1' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = serverT();
  return lookUpStatus<ServiceOrderStatusView>(request, {
    path: servicePaths(getShopConfig().variant).status,
    contactField: 'contact',
    messages: { both: t('service.status.both'), notFound: t('service.status.notFound'), generic: t('service.errors.generic') },
    call: (number, contact) => serviceApi({ context }, 'status', { method: 'POST', body: { number, contact } }),
  });
}

export default function ServiceStatusPage() {
  const { action: formAction, created, ...loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { status = null, error = null } = result ?? {};
  const number = result?.number ?? loaded.number;
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="container service">
      <h1>{t('service.status.title')}</h1>
      {created && !result ? (
        <p className="notice" role="status" data-testid="service-created">
          {t('service.status.created', { number })}
        </p>
      ) : null}
      <StatusLookupForm
        action={formAction}
        className="service-status service-status-form"
        number={{ label: t('service.status.number'), value: number }}
        contact={{ name: 'contact', label: t('service.status.contact'), value: result?.contact ?? '' }}
        submitLabel={t('service.status.submit')}
        error={error}
      />
      {status ? (
        <StatusResult
          className="service-panel"
          testId="service-status"
          title={t('service.status.result', { number: status.number })}
          status={status}
          history={{ title: t('service.status.history'), className: 'service-history' }}
        >
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
        </StatusResult>
      ) : null}
    </div>
  );
}
