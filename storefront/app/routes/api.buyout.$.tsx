import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { buyoutApi, answerError, passedOnHeaders, saleCookieHeaders } from '~/features/buyout/buyout.server';

/**
 * JSON bridge to the buy-out API: the page's device selector reads through it
 * once JavaScript runs (its forms post to the page's own action). The browser
 * talks to the storefront (same origin, no publishable key in the page) and
 * this forwards to `/store/buyout/*` with the shopper's address in
 * X-Forwarded-For, keeping the backend's status, body, Location and
 * Retry-After.
 */
const GETS = new Set(['selector-url', 'product-types', 'manufacturers', 'models', 'colors', 'appraisal-form', 'countries']);
const POSTS = new Set(['appraise', 'send-to-email', 'sell-online']);

const noStore = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const endpoint = params['*'] ?? '';
  if (!GETS.has(endpoint)) return Response.json({ message: 'Not found' }, { status: 404, headers: noStore });
  const query = Object.fromEntries(new URL(request.url).searchParams.entries());
  const answer = await buyoutApi<unknown>({ context }, `/store/buyout/${endpoint}`, { query });
  return Response.json(answer.ok ? answer.body : answerError(answer).body, { status: answer.status, headers: { ...noStore, ...passedOnHeaders(answer) } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const endpoint = params['*'] ?? '';
  if (request.method !== 'POST' || !POSTS.has(endpoint)) return Response.json({ message: 'Not found' }, { status: 404, headers: noStore });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'Invalid JSON', code: 'invalid_request' }, { status: 400, headers: noStore });
  }
  const answer = await buyoutApi<Record<string, unknown>>({ context }, `/store/buyout/${endpoint}`, { method: 'POST', body });
  // A sale's review token goes into an HttpOnly cookie, never to the page's script.
  const cookie = answer.ok && endpoint === 'sell-online' ? await saleCookieHeaders(answer.body) : {};
  const { review_token: _token, ...rest } = answer.body ?? {};
  // The thank-you path travels in the body: a fetch cannot read a redirect's Location.
  const answerBody = answer.ok ? rest : answerError(answer).body;
  const payload = answer.location ? { ...(answerBody ?? {}), location: answer.location } : answer.body === null ? null : answerBody;
  return Response.json(payload, { status: answer.status, headers: { ...noStore, ...passedOnHeaders(answer), ...cookie } });
}
