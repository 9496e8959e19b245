import type { StoreDeliveryCheck } from '@electroshop/contracts/delivery';
import { queryJson } from '~/lib/query-client';

/** The checkout's live courier check: its verdict for the postcode typed (null: not a postcode the check can answer). */
export type CourierCheck = StoreDeliveryCheck & { postcode: string };

/** Where the checkout asks it while the delivery postcode is typed (routes/api.courier-check.tsx). */
export const COURIER_CHECK_URL = '/api/courier-check';

/** The courier's verdict on `postcode` under the data policy: kept 5 minutes, a failure retried 3 times (1 s, 2 s, 4 s). */
export function fetchCourierCheck(postcode: string, signal?: AbortSignal): Promise<{ courierCheck: CourierCheck | null }> {
  return queryJson(`${COURIER_CHECK_URL}?${new URLSearchParams({ postal_code: postcode })}`, { signal });
}
