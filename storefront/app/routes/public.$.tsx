import type { LoaderFunctionArgs } from '@remix-run/node';
import { getShopConfig } from '~/lib/config.server';

const PASS_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'];

/**
 * The backend serves device images under `/public/...` and the demo data
 * stores them as relative URLs; this passes such requests through, so the
 * same URL works on the storefront's origin.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { backendUrl } = getShopConfig();
  const url = new URL(request.url);
  const upstream = await fetch(`${backendUrl}/public/${params['*'] ?? ''}${url.search}`, {
    headers: { accept: request.headers.get('accept') ?? '*/*' },
    signal: request.signal,
  }).catch(() => null);
  if (!upstream) return new Response('Bad gateway', { status: 502 });
  const headers = new Headers();
  for (const name of PASS_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('cache-control') && upstream.ok) headers.set('cache-control', 'public, max-age=3600');
  return new Response(upstream.body, { status: upstream.status, headers });
}
