import type { StoreDeliveryCheck } from '@electroshop/contracts/delivery';
import { backendApi } from '~/lib/backend.server';

/** The checkout's live courier check: its verdict for the postcode typed (null: not a postcode the check can answer). */
export type CourierCheck = StoreDeliveryCheck & { postcode: string };

/** Asks the backend's courier delivery check (`POST /store/delivery-check`) about the delivery postcode being typed. */
export async function checkCourier(form: FormData, context: unknown): Promise<CourierCheck | null> {
  const postcode = String(form.get('postal_code') ?? '').slice(0, 20);
  try {
    const answer = await backendApi<StoreDeliveryCheck>({ context }, '/store/delivery-check', {
      method: 'POST',
      body: { delivery_address: { postal_code: postcode } },
    });
    return answer.ok ? { ...answer.body, postcode } : null;
  } catch (error) {
    console.warn('Courier check failed', error);
    return null;
  }
}
