import { z } from 'zod';
import { PICKUP_CARRIERS } from './types.js';

/** `GET /store/pickup-points` query: a search over town, postcode and name (diacritics ignored), a carrier, a limit. */
export const StorePickupPointQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  carrier: z.enum(PICKUP_CARRIERS).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type StorePickupPointQuery = z.infer<typeof StorePickupPointQuerySchema>;

/** `GET /store/stores` query: the cart whose items' stock each store shows. */
export const StoreStoresQuerySchema = z.object({ cart_id: z.string().trim().max(100).optional() });
