import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { servicePaths } from '@electroshop/contracts/service';
import { PriceListPage, type PriceListView } from '~/features/service/components/PriceListPage';
import { loadPriceList } from '~/features/service/service.server';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';

/**
 * The repair price lists (`/servis/cenik[/<type>]`, ro `/service/preturi`) and
 * the spare parts (`/servis/nahradni-dily[/<type>]`, ro `/service/piese-de-schimb`):
 * one module for both (the second path is declared in `vite.config.ts`), the
 * view chosen by the path. Server-rendered, no personal data: a public page
 * for the CDN like the service selector.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'description', content: data?.description ?? '' }];

export const loader = withMessages(loadPage, 'service');

async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const paths = servicePaths(getShopConfig().variant);
  const { pathname } = new URL(request.url);
  const path = pathname.replace(/\/+$/, '');
  const within = (root: string) => path === root || path.startsWith(`${root}/`);
  const view: PriceListView | null = within(paths.parts) ? 'parts' : within(paths.priceList) ? 'priceList' : null;
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  if (!view || segments.length > 1) throw new Response('Not found', { status: 404 });
  const type = segments[0] ? decodeURIComponent(segments[0]) : undefined;
  const answer = await loadPriceList({ context }, type);
  if (!answer.ok) throw new Response('Service price list unavailable', { status: 503 });
  const data = answer.body;
  // An unknown type is not a page (nothing to cache, no dead link to keep).
  if (type && !data.type) throw new Response('Not found', { status: 404 });
  const t = serverT();
  const title = data.type ? t(`service.${view}.titleType`, { type: data.type.label }) : t(`service.${view}.title`);
  return {
    view,
    data,
    paths: { prefix: paths.prefix, priceList: paths.priceList, parts: paths.parts },
    title: `${title} | ${t('brand.name')}`,
    description: t(`service.${view}.lead`),
  };
}

export default function ServicePriceListRoute() {
  const { view, data, paths } = useLoaderData<typeof loader>();
  return <PriceListPage view={view} data={data} paths={paths} />;
}
