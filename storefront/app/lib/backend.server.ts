import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';
import { getSdk } from '~/lib/medusa.server';
import { readApiError, type ApiError } from '@electroshop/contracts/errors';

/**
 * Every call of the shop's own store routes (catalogue, buy-out, accounts, service, ISIC, offers…)
 * from loaders and actions goes through backendApi (or backendData for a plain read); Medusa's own
 * routes go through its SDK. Unlike the SDK's helpers these keep the status, the 400 body with its
 * field errors, `Location` and `Retry-After`, which the forms need.
 */

export interface BackendAnswer<T> {
  status: number;
  ok: boolean;
  body: T;
  location: string | null;
  /** The backend's `Retry-After` on a 429: the storefront's own answer passes it on. */
  retryAfter: string | null;
}

/** The loader or action calling the backend: the server's load context. */
export interface Caller {
  context?: unknown;
}

/**
 * The shopper's address for the backend's per-client rate limits: the
 * storefront server puts it into the load context as `clientAddress`
 * (computed from the socket and the storefront's TRUSTED_PROXIES). Headers
 * of the incoming request are never copied, since anyone can write them;
 * without a context address nothing is forwarded and the backend counts the
 * storefront's own address.
 */
export function shopperAddress(context: unknown): string | null {
  const address = (context as { clientAddress?: unknown } | undefined)?.clientAddress;
  return typeof address === 'string' && address ? address : null;
}

/** The backend's answer to a call of a shop route, as it came (backendApi reads its JSON, backendFile its bytes). */
async function backendFetch(
  { context }: Caller,
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'DELETE';
    query?: Record<string, string | null | undefined>;
    body?: unknown;
    reviewToken?: string | null;
    /** A signed-in customer's token (features/account), sent as `Authorization: Bearer`. */
    bearer?: string | null;
    accept?: string;
  } = {},
): Promise<Response> {
  const sdk = await getSdk();
  // The SDK throws away a failed response's body (field errors) and headers, so
  // the call is a plain fetch with the key the SDK was configured with.
  const { baseUrl, publishableKey } = (sdk.client as unknown as { config: { baseUrl: string; publishableKey?: string } }).config;
  const url = new URL(path, `${baseUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(init.query ?? {})) if (value) url.searchParams.set(key, value);
  const ip = shopperAddress(context);
  return fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      accept: init.accept ?? 'application/json',
      'x-medusa-locale': getShopConfig().locale,
      ...(publishableKey ? { 'x-publishable-api-key': publishableKey } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(init.reviewToken ? { 'x-buyout-review-token': init.reviewToken } : {}),
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

export async function backendApi<T>(caller: Caller, path: string, init: Parameters<typeof backendFetch>[2] = {}): Promise<BackendAnswer<T>> {
  const response = await backendFetch(caller, path, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  return {
    status: response.status,
    ok: response.ok,
    body: body as T,
    location: response.headers.get('location'),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** The backend's error through the one reader; a 429 always says when to try again. */
export function answerError(answer: BackendAnswer<unknown>): ApiError {
  const body = answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>) : {};
  const error = readApiError(body);
  if (answer.status !== 429 || error.message) return error;
  const minutes = Math.max(1, Math.ceil(Number(answer.retryAfter ?? 60) / 60) || 1);
  return readApiError({ ...body, message: serverT()('errors.rateLimited', { minutes }) });
}

/** A failed read of the shop's store API: the backend's status and its error (code, message, field errors). */
export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(`The backend answered ${status}: ${error.message}`);
  }
}

/**
 * A read of the shop's store API that a page needs and no shopper's identity goes with (catalogue,
 * menus, options, payment states): the body, else a BackendError with the backend's status, which the
 * caller answers (a 404 as nothing) or leaves to the route's error boundary.
 */
export async function backendData<T>(path: string, query: Record<string, string | number | null | undefined> = {}): Promise<T> {
  const answer = await backendApi<T>({}, path, {
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value == null ? null : String(value)])),
  });
  if (!answer.ok) throw new BackendError(answer.status, answerError(answer));
  return answer.body;
}

/** Headers of the storefront's answer that repeat the backend's (`Retry-After` of a 429). */
export function passedOnHeaders(answer: BackendAnswer<unknown>): Record<string, string> {
  return answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {};
}

/**
 * A file the shop's store API answers (an invoice's PDF): its bytes and type, else a BackendError
 * with the backend's status and error.
 */
export async function backendFile(path: string): Promise<{ body: ArrayBuffer; contentType: string; disposition: string | null }> {
  const response = await backendFetch({}, path, { accept: 'application/pdf, application/json' });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new BackendError(
      response.status,
      answerError({ status: response.status, ok: false, body, location: null, retryAfter: response.headers.get('retry-after') }),
    );
  }
  return {
    body: await response.arrayBuffer(),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    disposition: response.headers.get('content-disposition'),
  };
}
