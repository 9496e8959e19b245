import { getShopConfig } from './config.server';
import { memoizeAsync } from './memo.server';
import type { Operator } from './operator';

/**
 * The operator's identification for the footer and the contact page, from the
 * backend's configuration so shop pages and e-mails never disagree. It rarely
 * changes, so a minute in memory is enough.
 */
export const getOperator = memoizeAsync<Operator | null>(60_000, async () => {
  const response = await fetch(`${getShopConfig().backendUrl}/public/storefront-config`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Storefront config request failed: ${response.status}`);
  const body = (await response.json()) as { operator?: Operator };
  return body.operator ?? null;
});
