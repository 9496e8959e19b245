import type { StoreDeliveryCheck } from '@electroshop/contracts/delivery';
import { backendApi } from '~/lib/backend.server';
import type { CourierCheck } from './courier-check';

/**
 * Asks the backend's courier delivery check (`POST /store/delivery-check`)
 * about the delivery postcode being typed: null when it is not a postcode the
 * check can answer (a 4xx). Throws when the check could not be made (no
 * answer, a 5xx or 429): the browser's data policy retries, the server does not.
 */
export async function checkCourier(postcode: string, context: unknown): Promise<CourierCheck | null> {
  const answer = await backendApi<StoreDeliveryCheck>({ context }, '/store/delivery-check', {
    method: 'POST',
    body: { delivery_address: { postal_code: postcode } },
  });
  if (answer.status >= 500 || answer.status === 429) throw new Error(`Courier check failed: ${answer.status}`);
  return answer.ok ? { ...answer.body, postcode } : null;
}
