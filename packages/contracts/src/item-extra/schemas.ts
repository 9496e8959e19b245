import { z } from 'zod';
import { int32 } from '../shared/numbers.js';
import { ITEM_EXTRA_KINDS, ITEM_EXTRA_NAME_MAX } from './types.js';

/** An insurance's products (ids as the catalogue's); a warranty extension keeps none. */
const productIds = z.array(z.string().trim().min(1).max(100)).max(200);

/** GET /store/item-extras?product_id=: the offers of one product (its product page). */
export const StoreItemExtrasQuerySchema = z.object({ product_id: z.string().trim().min(1).max(100) }).strict();
export type StoreItemExtrasQuery = z.infer<typeof StoreItemExtrasQuerySchema>;

/** POST /admin/item-extras: a warranty extension needs its months (1–60); prices are whole units. */
export const AdminCreateItemExtraSchema = z
  .object({
    kind: z.enum(ITEM_EXTRA_KINDS),
    name: z.string().trim().min(1).max(ITEM_EXTRA_NAME_MAX),
    device_type: z.string().trim().min(1).max(40),
    months: int32().min(1).max(60).nullable().optional(),
    price: int32().min(1).max(1_000_000),
    is_active: z.boolean().default(true),
    product_ids: productIds.optional(),
  })
  .strict()
  .superRefine((extra, ctx) => {
    if (extra.kind === 'warranty' && !extra.months) ctx.addIssue({ code: 'custom', path: ['months'], message: 'required', params: { code: 'required' } });
  });
export type AdminCreateItemExtra = z.infer<typeof AdminCreateItemExtraSchema>;

/** POST /store/carts/:id/extras: the extra for a device line, at the price the shopper saw. */
export const StoreAddItemExtraSchema = z
  .object({
    line_id: z.string().trim().min(1).max(100),
    offer_id: z.string().trim().min(1).max(100),
    price: int32().min(0),
  })
  .strict();
export type StoreAddItemExtra = z.infer<typeof StoreAddItemExtraSchema>;

/** POST /admin/item-extras/:id: what staff change (the kind stays). */
export const AdminUpdateItemExtraSchema = z
  .object({
    name: z.string().trim().min(1).max(ITEM_EXTRA_NAME_MAX),
    device_type: z.string().trim().min(1).max(40),
    months: int32().min(1).max(60).nullable(),
    price: int32().min(1).max(1_000_000),
    is_active: z.boolean(),
    product_ids: productIds,
  })
  .partial()
  .strict();
export type AdminUpdateItemExtra = z.infer<typeof AdminUpdateItemExtraSchema>;
