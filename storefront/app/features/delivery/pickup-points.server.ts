import type { PickupPointDto, StorePickupPointList } from '@electroshop/contracts/delivery';
import { getSdk } from '~/lib/medusa.server';

/** The shop's open pickup points (all of them: the page filters as the shopper types, the no-JS form filters here). */
export async function listPickupPoints(): Promise<PickupPointDto[]> {
  const sdk = await getSdk();
  const { pickup_points } = await sdk.client.fetch<StorePickupPointList>('/store/pickup-points', { query: { limit: 500 } });
  return pickup_points;
}
