import { redirect } from '@remix-run/node';
import { accountPaths, type AccountPaths, type AccountSummary } from '@electroshop/contracts/account';
import { buyoutApi, type BackendAnswer, type Caller } from '~/features/buyout/buyout.server';
import { customerTokenCookie } from '~/lib/cookies.server';
import { getShopConfig } from '~/lib/config.server';

/**
 * The customer's session: Medusa's customer token in the httpOnly
 * `es_customer` cookie, sent to the store API as a bearer token. Only
 * uncached answers read it (account pages, `/api/shopper`); the shared pages
 * learn about the login from the shopper request.
 */

export function paths(): Readonly<AccountPaths> {
  return accountPaths(getShopConfig().variant);
}

/** The Czech route files serve the Czech paths only; the other variants' paths are declared in vite.config.ts. */
export function guardPath(request: Request, key: keyof AccountPaths): string {
  const path = paths()[key];
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== path) throw new Response('Not found', { status: 404 });
  return path;
}

export async function customerToken(request: Request): Promise<string | null> {
  const token: unknown = await customerTokenCookie.parse(request.headers.get('Cookie'));
  return typeof token === 'string' && token ? token : null;
}

/** A store API call as the signed-in customer (the session's token), forwarding the shopper's address for the rate limits. */
export async function accountApi<T>(
  caller: Caller & { request: Request },
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}
): Promise<BackendAnswer<T>> {
  return buyoutApi<T>(caller, path, {
    ...init,
    bearer: await customerToken(caller.request),
  });
}

/** The signed-in customer, or null (no cookie, an expired token, the backend unreachable). */
export async function currentCustomer(request: Request): Promise<AccountSummary | null> {
  if (!(await customerToken(request))) return null;
  const answer = await accountApi<{ customer: AccountSummary }>({ request }, '/store/account').catch(() => null);
  return answer?.ok ? answer.body.customer : null;
}

/** The signed-in customer; otherwise the login page, which comes back here afterwards. */
export async function requireCustomer(request: Request): Promise<AccountSummary> {
  const customer = await currentCustomer(request);
  if (customer) return customer;
  const { pathname, search } = new URL(request.url);
  throw redirect(`${paths().login}?${new URLSearchParams({ next: `${pathname}${search}` })}`, { headers: await endSession() });
}

/** Logs in with Medusa's emailpass provider → the token, or the failed answer (401 for any wrong pair, 429 when limited). */
export async function logIn(caller: Caller, email: string, password: string): Promise<BackendAnswer<{ token?: string }>> {
  return buyoutApi<{ token?: string }>(caller, '/auth/customer/emailpass', {
    method: 'POST',
    body: { email, password },
  });
}

export async function startSession(token: string): Promise<HeadersInit> {
  return { 'Set-Cookie': await customerTokenCookie.serialize(token) };
}

export async function endSession(): Promise<HeadersInit> {
  return {
    'Set-Cookie': await customerTokenCookie.serialize('', { maxAge: 0 }),
  };
}

/** Where to go after logging in: a local path only (`?next=`), never another site. */
export function nextPath(value: FormDataEntryValue | string | null): string {
  const next = typeof value === 'string' ? value : '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths().account;
}
