import type { PickupStoreDto } from '@electroshop/contracts/delivery';
import { getSdk } from '~/lib/medusa.server';

/** The stores for pickup with the stock of this cart's items at each. */
export async function listStores(cartId: string): Promise<PickupStoreDto[]> {
  const sdk = await getSdk();
  const { stores } = await sdk.client.fetch<{ stores: PickupStoreDto[] }>('/store/stores', { query: { cart_id: cartId } });
  return stores;
}
