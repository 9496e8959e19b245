import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { SERVICE_SEARCH_MIN_LENGTH, servicePaths, type ServiceSelectorResponse } from '@electroshop/contracts/service';
import { ServicePage } from '~/features/service/components/ServicePage';
import type { ServiceOrderActionData } from '~/features/service/components/ServiceOrderForm';
import {
  answerError,
  loadServiceSelector,
  orderPayloadFromForm,
  orderValuesFromForm,
  searchDevices,
  serviceApi,
  serviceCenters,
} from '~/features/service/service.server';
import { getShopConfig } from '~/lib/config.server';
import { ownPrefix } from '~/lib/own-path.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * The service page: `/servis/<type>/<manufacturer>/<model>/<colour>` (cz) and
 * `/service/...` (ro, the same module by the route configuration in
 * `vite.config.ts`). Every selection has its own server-rendered URL; the
 * colour's URL shows the price list with the order form, which posts to this
 * route's action with or without JavaScript.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'description', content: data?.description ?? '' }];

const LEVELS = ['type', 'manufacturer', 'model', 'color'] as const;

const ownPaths = (request: Request) => ownPrefix(request, servicePaths(getShopConfig().variant));

export const loader = withMessages(loadPage, 'buyout', 'service');

async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const paths = ownPaths(request);
  const t = serverT();
  const url = new URL(request.url);
  const query = url.searchParams;

  // The selector's GET form (no JavaScript): move to the selection's own path.
  const fromForm = LEVELS.some((level) => query.has(level));
  const segments = (params['*'] ?? '').split('/').filter(Boolean).slice(0, 4).map(decodeURIComponent);
  const selection = Object.fromEntries(LEVELS.map((level, i) => [level, fromForm ? query.get(level) || undefined : segments[i]]));

  let selector: ServiceSelectorResponse | null = null;
  let loadError: string | null = null;
  try {
    const answer = await loadServiceSelector({ context }, selection);
    if (answer.ok) selector = answer.body;
    else loadError = answerError(answer).message || t('service.errors.load');
  } catch (error) {
    console.error('Service selector failed to load', error);
    loadError = t('service.errors.load');
  }
  // A wrong level and the ones after it stay unselected: show the canonical path.
  if (selector && decodeURI(selector.url) !== decodeURI(url.pathname.replace(/\/+$/, ''))) throw redirect(selector.url);

  const searchTerm = (query.get('q') ?? '').trim();
  const [searchResults, centers] = await Promise.all([
    searchTerm.length >= SERVICE_SEARCH_MIN_LENGTH ? searchDevices({ context }, searchTerm).catch(() => []) : null,
    selector?.operations?.length ? serviceCenters({ context }).catch(() => []) : [],
  ]);
  const model = selector?.selected.product_model?.label;
  const maker = selector?.selected.product_manufacturer?.label;
  const device = model ? `${maker ?? ''} ${model}`.trim() : null;
  return {
    title: `${device ? t('service.metaTitleDevice', { device }) : t('service.title')} | ${t('brand.name')}`,
    description: t('service.lead'),
    prefix: paths.prefix,
    statusPath: paths.status,
    selector,
    loadError,
    searchTerm,
    searchResults,
    centers,
    showAll: query.get('all') === '1',
  };
}

/** The repair order: on success to the status page with the new number, else the form again with its field errors. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ServiceOrderActionData | Response> {
  const paths = ownPaths(request);
  const t = serverT();
  const form = await request.formData();
  const { values, operations } = orderValuesFromForm(form);
  try {
    const answer = await serviceApi<{ number: string }>({ context }, 'orders', { method: 'POST', body: orderPayloadFromForm(form) });
    if (answer.ok) return redirect(`${paths.status}?number=${encodeURIComponent(answer.body.number)}&created=1`);
    const error = answerError(answer);
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [field, (Array.isArray(messages) ? messages : Object.values(messages).flat())[0] ?? '']),
    );
    if (errors.operations && operations.length === 0) errors.operations = t('service.order.noOperation');
    return { values, operations, errors, error: answer.status === 400 ? t('service.order.failed') : error.message || t('service.errors.generic') };
  } catch (error) {
    console.error('Service order failed', error);
    return { values, operations, errors: {}, error: t('service.errors.generic') };
  }
}

export default function ServiceRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ServiceOrderActionData | undefined;
  // A new selection starts a fresh page: operations, search and form are cleared (section 4).
  return <ServicePage key={data.selector?.url ?? ''} {...data} selector={data.selector as ServiceSelectorResponse | null} actionData={actionData} />;
}
