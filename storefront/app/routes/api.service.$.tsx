import type { LoaderFunctionArgs } from '@remix-run/node';
import { answerError, serviceApi } from '~/features/service/service.server';

/**
 * JSON bridge to the service API for the page's smart search once JavaScript
 * runs: same origin, no publishable key in the page, the shopper's address
 * passed on.
 */
const GETS = new Set(['search']);
const noStore = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const endpoint = params['*'] ?? '';
  if (!GETS.has(endpoint)) return Response.json({ message: 'Not found' }, { status: 404, headers: noStore });
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  const answer = await serviceApi<unknown>({ context }, endpoint, { query });
  return Response.json(answer.ok ? answer.body : answerError(answer).body, { status: answer.status, headers: noStore });
}
