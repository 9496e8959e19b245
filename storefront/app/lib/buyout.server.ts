import { getShopConfig } from './config.server';
import { serverT } from './i18n.server';
import { getSdk } from './medusa.server';
import type { BuyoutErrorBody } from './buyout';

/**
 * Calls of the buy-out store API (`/store/buyout/*`) from loaders, actions and
 * the JSON proxy. Unlike the SDK's JSON helpers these keep the status, the
 * 400 body with its field errors and the `Location` header, which the forms
 * need.
 */

export interface BackendAnswer<T> {
  status: number;
  ok: boolean;
  body: T;
  location: string | null;
  /** The backend's `Retry-After` on a 429: the storefront's own answer passes it on. */
  retryAfter: string | null;
}

/**
 * The shopper's address for the backend's per-client rate limits. remix-serve
 * does not expose the socket address, so this is the address the reverse
 * proxy in front of the storefront put last into X-Forwarded-For (the only
 * entry it vouches for), or X-Real-IP. Without a proxy there is none, and
 * the backend counts the storefront's own address.
 */
export function shopperIp(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return last || request.headers.get('x-real-ip')?.trim() || null;
}

export async function buyoutApi<T>(
  request: Request,
  path: string,
  init: { method?: 'GET' | 'POST'; query?: Record<string, string | null | undefined>; body?: unknown } = {},
): Promise<BackendAnswer<T>> {
  const sdk = await getSdk();
  // The SDK throws away a failed response's body (field errors) and headers, so
  // the call is a plain fetch with the key the SDK was configured with.
  const { baseUrl, publishableKey } = (sdk.client as unknown as { config: { baseUrl: string; publishableKey?: string } }).config;
  const url = new URL(path, `${baseUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(init.query ?? {})) if (value) url.searchParams.set(key, value);
  const ip = shopperIp(request);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'x-medusa-locale': getShopConfig().locale,
      ...(publishableKey ? { 'x-publishable-api-key': publishableKey } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: unknown = null;
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

/** The 400 body, or a generic message for anything else that failed; a 429 always says when to try again. */
export function errorBody(answer: BackendAnswer<unknown>): BuyoutErrorBody {
  const raw = (answer.body ?? {}) as BuyoutErrorBody;
  const body = typeof raw === 'object' ? raw : {};
  if (answer.status === 429 && !body.message) {
    const minutes = Math.max(1, Math.ceil(Number(answer.retryAfter ?? 60) / 60) || 1);
    return { ...body, message: serverT()('errors.rateLimited', { minutes }) };
  }
  return body;
}

/** Headers of the storefront's answer that repeat the backend's (`Retry-After` of a 429). */
export function passedOnHeaders(answer: BackendAnswer<unknown>): Record<string, string> {
  return answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {};
}
