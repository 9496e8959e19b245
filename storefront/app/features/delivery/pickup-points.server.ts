import type { PickupPointDto, StorePickupPointList } from '@electroshop/contracts/delivery';
import { backendData } from '~/lib/backend.server';

/** The shop's open pickup points (all of them: the page filters as the shopper types, the no-JS form filters here). */
export async function listPickupPoints(): Promise<PickupPointDto[]> {
  const { pickup_points } = await backendData<StorePickupPointList>('/store/pickup-points', { limit: 500 });
  return pickup_points;
}
