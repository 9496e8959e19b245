import { redirect } from '@remix-run/node';
import { accountPaths, type AccountPaths, type AccountSummary } from '@electroshop/contracts/account';
import { backendApi, type BackendAnswer, type Caller } from '~/lib/backend.server';
import { cartIdCookie, customerTokenCookie } from '~/lib/cookies.server';
import { getShopConfig } from '~/lib/config.server';
import { mergeGuestFavorites } from './favorites.server';
import { ownPath } from '~/lib/own-path.server';
import { serverT } from '~/lib/i18n.server';

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
  ownPath(request, path);
  return path;
}

/** What every account page's loader gives: its path checked first (another variant's is a 404), its title, and the account's paths for its navigation. */
export function accountPageData(request: Request, key: keyof AccountPaths, titleKey: string): { title: string; paths: Readonly<AccountPaths> } {
  guardPath(request, key);
  const t = serverT();
  return { title: `${t(titleKey)} | ${t('brand.name')}`, paths: paths() };
}

export async function customerToken(request: Request): Promise<string | null> {
  const token: unknown = await customerTokenCookie.parse(request.headers.get('Cookie'));
  return typeof token === 'string' && token ? token : null;
}

/** A store API call as the signed-in customer (the session's token), forwarding the shopper's address for the rate limits. */
export async function accountApi<T>(
  caller: Caller & { request: Request },
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<BackendAnswer<T>> {
  return backendApi<T>(caller, path, {
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

/** The signed-in customer; otherwise the login page, which comes back here afterwards (an expired session is ended). */
export async function requireCustomer(request: Request): Promise<AccountSummary> {
  const customer = await currentCustomer(request);
  if (customer) return customer;
  const { pathname, search } = new URL(request.url);
  const expired = Boolean(await customerToken(request));
  throw redirect(`${paths().login}?${new URLSearchParams({ next: `${pathname}${search}` })}`, expired ? { headers: await endSession() } : {});
}

/** Logs in with Medusa's emailpass provider → the token, or the failed answer (401 for any wrong pair, 429 when limited). */
export async function logIn(caller: Caller, email: string, password: string): Promise<BackendAnswer<{ token?: string }>> {
  return backendApi<{ token?: string }>(caller, '/auth/customer/emailpass', {
    method: 'POST',
    body: { email, password },
  });
}

/** Registers a customer; the backend checks the spec's password rule and answers field errors. */
export function register(caller: Caller, fields: Record<string, string>): Promise<BackendAnswer<unknown>> {
  return backendApi(caller, '/store/account/register', { method: 'POST', body: fields });
}

/** Confirms the address with the verification e-mail's token. */
export function verifyEmail(caller: Caller, token: string): Promise<BackendAnswer<unknown>> {
  return backendApi(caller, '/store/account/verify', { method: 'POST', body: { token } });
}

/** Medusa's reset flow: it answers alike whether or not the address has an account. */
export function requestPasswordReset(caller: Caller, email: string): Promise<BackendAnswer<unknown>> {
  return backendApi(caller, '/auth/customer/emailpass/reset-password', { method: 'POST', body: { identifier: email } });
}

/** Sets the new password with the e-mailed reset token, which Medusa accepts once (401 after). */
export function setNewPassword(caller: Caller, token: string, password: string): Promise<BackendAnswer<unknown>> {
  return backendApi(caller, '/auth/customer/emailpass/update', { method: 'POST', body: { password }, bearer: token });
}

/**
 * Starts the session; the guest cart the shopper filled before logging in
 * becomes the customer's (Medusa's cart transfer), so its order shows in the
 * account; so do the guest's favourites.
 */
export async function startSession(caller: Caller & { request: Request }, token: string): Promise<Headers> {
  const cartId: unknown = await cartIdCookie.parse(caller.request.headers.get('Cookie'));
  if (typeof cartId === 'string' && cartId) await claimCart(caller, cartId, token);
  const headers = new Headers({ 'Set-Cookie': await customerTokenCookie.serialize(token) });
  const favorites = await mergeGuestFavorites(caller, token);
  if (favorites) headers.append('Set-Cookie', favorites);
  return headers;
}

/** Medusa's `/store/carts/:id/customer`: the cart is the signed-in customer's from now on. A failure leaves a guest cart, which still checks out. */
export async function claimCart(caller: Caller, cartId: string, token: string): Promise<void> {
  const answer = await backendApi(caller, `/store/carts/${encodeURIComponent(cartId)}/customer`, { method: 'POST', bearer: token }).catch(() => null);
  if (!answer?.ok) console.warn(`Cart ${cartId} could not be transferred to the customer: ${answer?.status ?? 'unreachable'}`);
}

/**
 * Ends the session (also when the token has expired); the cart, by now the
 * customer's, is not left to the next person at this browser.
 */
export async function endSession(): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await customerTokenCookie.serialize('', { maxAge: 0 }));
  headers.append('Set-Cookie', await cartIdCookie.serialize('', { maxAge: 0 }));
  return headers;
}

/** Where to go after logging in: a local path only (`?next=`), never another site. */
export function nextPath(value: FormDataEntryValue | string | null): string {
  const next = typeof value === 'string' ? value : '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths().account;
}
