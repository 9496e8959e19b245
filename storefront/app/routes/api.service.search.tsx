import type { LoaderFunctionArgs } from '@remix-run/node';
import { SERVICE_SEARCH_MIN_LENGTH } from '@electroshop/contracts/service';
import { searchDevices } from '~/features/service/service.server';

/**
 * JSON for the service page's smart search once JavaScript runs: `{ result }`
 * with the devices matching `term` (the box asks from 2 characters; a shorter
 * term gets none). Without JavaScript the page's own GET form (`?q=`) lists them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = (new URL(request.url).searchParams.get('term') ?? '').trim();
  const result = term.length >= SERVICE_SEARCH_MIN_LENGTH ? await searchDevices({ context }, term) : [];
  return Response.json({ result }, { headers: { 'Cache-Control': 'private, no-store' } });
}
