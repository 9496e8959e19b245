import type { PickupStoreDto } from '@electroshop/contracts/delivery';
import { backendData } from '~/lib/backend.server';

/** The stores for pickup with the stock of this cart's items at each. */
export async function listStores(cartId: string): Promise<PickupStoreDto[]> {
  const { stores } = await backendData<{ stores: PickupStoreDto[] }>('/store/stores', { cart_id: cartId });
  return stores;
}
