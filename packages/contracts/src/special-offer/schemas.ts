import { z } from 'zod';
import { SPECIAL_OFFER_KINDS, SPECIAL_OFFER_LABEL_MAX } from './types.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_iso_date');

/**
 * POST /admin/special-offers: an offer on one product. A gift names the
 * product given (by handle, as staff see it in the shop's URLs); the last
 * day may not be before the first.
 */
export const AdminCreateSpecialOfferSchema = z
  .object({
    product_id: z.string().trim().min(1).max(100),
    kind: z.enum(SPECIAL_OFFER_KINDS),
    label: z.string().trim().min(1).max(SPECIAL_OFFER_LABEL_MAX),
    gift_product_handle: z.string().trim().max(200).nullable().optional(),
    valid_from: day.nullable().optional(),
    valid_to: day.nullable().optional(),
    is_active: z.boolean().default(true),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (offer.valid_from && offer.valid_to && offer.valid_to < offer.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'date_range_inverted', params: { code: 'range_inverted' } });
  });
export type AdminCreateSpecialOffer = z.infer<typeof AdminCreateSpecialOfferSchema>;

export const AdminListSpecialOffersSchema = z.object({ product_id: z.string().trim().min(1).max(100) });

/** GET /store/special-offers?product_id=a,b: up to 100 products (a listing page). */
export const StoreListSpecialOffersSchema = z.object({
  product_id: z
    .string()
    .trim()
    .min(1)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1).max(100)),
});
