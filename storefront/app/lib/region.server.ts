import type { HttpTypes } from '@medusajs/types';
import { getShopConfig } from './config.server';
import { getSdk } from './medusa.server';
import { memoizeAsync } from './memo.server';

/** The region whose currency matches the shop variant (CZK or RON). */
export const getRegion = memoizeAsync<HttpTypes.StoreRegion>(10 * 60_000, async () => {
  const sdk = await getSdk();
  const { currencyCode } = getShopConfig();
  const { regions } = await sdk.store.region.list({ limit: 100, fields: 'id,name,currency_code,*countries' });
  const region = regions.find((r) => r.currency_code?.toLowerCase() === currencyCode);
  if (!region) throw new Error(`No region with currency ${currencyCode} in the backend`);
  return region;
});
