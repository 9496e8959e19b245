import { getShopConfig } from './config.server';
import { memoizeAsync } from './memo.server';
import type { ShopOperator, StorefrontConfig } from '@electroshop/contracts/shared';

/**
 * The operator's identification for the footer and the contact page, from the
 * backend's configuration so shop pages and e-mails never disagree. It rarely
 * changes, so a minute in memory is enough.
 */
export const getOperator = memoizeAsync<ShopOperator | null>(60_000, async () => {
  const response = await fetch(`${getShopConfig().backendUrl}/public/storefront-config`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Storefront config request failed: ${response.status}`);
  const body = (await response.json()) as Partial<StorefrontConfig>;
  return body.operator ?? null;
});
