import { validatePostcode, type ShopVariant } from '@electroshop/domain';
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

/**
 * `POST /store/delivery-check` (the spec's "delivery check for a courier
 * service"): can the courier deliver to this address? The postcode is checked
 * for the shop's country.
 */
export function storeDeliveryCheckSchema(variant: ShopVariant) {
  return z
    .object({
      delivery_address: z
        .object({
          postal_code: z
            .string()
            .trim()
            .min(1)
            .refine((value) => validatePostcode(value, variant) === null, 'invalid_postcode'),
          city: z.string().trim().max(100).optional(),
          country_code: z.literal(variant === 'cz' ? 'cz' : 'ro').optional(),
        })
        .strict(),
    })
    .strict();
}
export type StoreDeliveryCheckBody = z.infer<ReturnType<typeof storeDeliveryCheckSchema>>;
