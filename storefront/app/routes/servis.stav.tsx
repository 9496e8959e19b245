import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { servicePaths, type ServiceOrderStatusView } from '@electroshop/contracts/service';
import { useTranslation } from '~/lib/i18n';
import { FormField } from '~/components/FormField';
import { useFormat } from '~/hooks/use-format';
import serviceStyles from '~/features/service/service.css?url';
import { answerError, serviceApi } from '~/features/service/service.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';

/**
 * Repair-order status by number + e-mail or phone (`/servis/stav`, ro
 * `/service/stare`). A POST form (works without JavaScript), so the contact
 * never lands in a URL; a new order arrives here with its number filled in.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: serviceStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

function statusPath(request: Request) {
  const { status } = servicePaths(getShopConfig().variant);
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== status) throw new Response('Not found', { status: 404 });
  return status;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const action = statusPath(request);
  const t = serverT();
  const query = new URL(request.url).searchParams;
  return {
    title: `${t('service.status.title')} | ${t('brand.name')}`,
    number: query.get('number')?.trim() ?? '',
    created: query.get('created') === '1',
    action,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  statusPath(request);
  const t = serverT();
  const form = await request.formData();
  const number = String(form.get('number') ?? '').trim();
  const contact = String(form.get('contact') ?? '').trim();
  let status: ServiceOrderStatusView | null = null;
  let error: string | null = null;
  if (!number || !contact) error = t('service.status.both');
  else {
    const answer = await serviceApi<ServiceOrderStatusView>({ context }, 'status', { method: 'POST', body: { number, contact } }).catch(() => null);
    if (answer?.ok) status = answer.body;
    else if (answer?.status === 404) error = t('service.status.notFound');
    else error = (answer && answerError(answer).message) || t('service.errors.generic');
  }
  return { number, contact, status, error };
}

export default function ServiceStatusPage() {
  const { action: formAction, created, ...loaded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { status = null, error = null } = result ?? {};
  const number = result?.number ?? loaded.number;
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container service">
      <h1>{t('service.status.title')}</h1>
      {created && !result ? (
        <p className="notice" role="status" data-testid="service-created">
          {t('service.status.created', { number })}
        </p>
      ) : null}
      <Form method="post" action={formAction} className="service-status service-status-form" aria-busy={busy || undefined}>
        <FormField label={t('service.status.number')} name="number" defaultValue={number} required autoComplete="off" />
        <FormField label={t('service.status.contact')} name="contact" defaultValue={result?.contact ?? ''} required autoComplete="email" />
        <button type="submit" className="button button--primary">
          {t('service.status.submit')}
        </button>
      </Form>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {status ? (
        <section className="service-panel" aria-live="polite" data-testid="service-status">
          <h2 className="section__title">{t('service.status.result', { number: status.number })}</h2>
          <p>
            <span className="status-pill" data-testid="service-status-label">
              {status.status_label}
            </span>
          </p>
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
          <h3>{t('service.status.history')}</h3>
          <ol className="service-history">
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
