import Medusa, { FetchError } from '@medusajs/js-sdk';
import { getShopConfig } from './config.server';

/**
 * The Medusa store API client used by loaders and actions. The publishable API
 * key comes from MEDUSA_PUBLISHABLE_KEY, or else once from the backend's
 * unauthenticated storefront-config route; it is kept in memory afterwards.
 */

interface StorefrontConfigResponse {
  publishable_key: string;
  variant?: string;
}

let sdkPromise: Promise<Medusa> | undefined;

async function fetchPublishableKey(backendUrl: string): Promise<string> {
  const fromEnv = process.env.MEDUSA_PUBLISHABLE_KEY?.trim();
  if (fromEnv) return fromEnv;
  const response = await fetch(`${backendUrl}/public/storefront-config`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(`Storefront config request failed: ${response.status} ${response.statusText}`);
  }
  const body = (await response.json()) as StorefrontConfigResponse;
  if (!body.publishable_key) throw new Error('Storefront config has no publishable_key');
  const { variant } = getShopConfig();
  if (body.variant && body.variant !== variant) {
    console.warn(`Backend runs the "${body.variant}" shop but SHOP_VARIANT here is "${variant}"`);
  }
  return body.publishable_key;
}

async function createSdk(): Promise<Medusa> {
  const { backendUrl } = getShopConfig();
  const publishableKey = await fetchPublishableKey(backendUrl);
  return new Medusa({
    baseUrl: backendUrl,
    publishableKey,
    debug: false,
    // Server side only: no browser storage, no customer session.
    auth: { type: 'jwt', jwtTokenStorageMethod: 'nostore' },
  });
}

/** The shared SDK client; a failed key fetch is retried on the next call. */
export function getSdk(): Promise<Medusa> {
  if (!sdkPromise) {
    sdkPromise = createSdk().catch((error: unknown) => {
      sdkPromise = undefined;
      throw error;
    });
  }
  return sdkPromise;
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError || (error instanceof Error && typeof (error as FetchError).status === 'number');
}

/** The message Medusa sent with a failed request, for showing to the shopper. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
