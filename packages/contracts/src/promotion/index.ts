import { z } from 'zod';

export const MAX_GENERATED_CODES = 1000;

/** The admin warns when a percentage discount is this big or bigger (specification: 80 %). */
export const LARGE_PERCENTAGE_DISCOUNT = 80;

/**
 * POST /admin/promotion-codes: a batch of single-use codes, each a promotion
 * made from `promotion_id`'s rules and value. `count` is a whole number, as
 * text from a form or as a number.
 */
export const AdminGenerateCodesSchema = z
  .object({
    promotion_id: z.string().trim().min(1).max(100),
    count: z.coerce.number().int().min(1).max(MAX_GENERATED_CODES),
  })
  .strict();
export type AdminGenerateCodes = z.infer<typeof AdminGenerateCodesSchema>;

export type AdminGeneratedCodes = {
  /** The template the codes copy. */
  promotion_id: string;
  /** Each usable once, typed in any case. */
  codes: string[];
};

/**
 * The specification's discount fields that Medusa's promotion lacks, kept in
 * its `metadata.shop`: the name shoppers see instead of the bare code, whether
 * it may be listed publicly, whether it may be used together with another
 * discount code in one cart, and whether it adds up with a trade-in bonus
 * (the specification's "cumulative bonus").
 */
export const PromotionShopFieldsSchema = z
  .object({
    marketing_name: z.string().trim().max(200).nullable(),
    public: z.boolean(),
    combinable: z.boolean(),
    // Absent in what older admins save: adding up, as before the field existed.
    cumulative_bonus: z.boolean().default(true),
  })
  .strict();
export type PromotionShopFields = z.infer<typeof PromotionShopFieldsSchema>;

export const DEFAULT_PROMOTION_SHOP_FIELDS: PromotionShopFields = { marketing_name: null, public: false, combinable: true, cumulative_bonus: true };

/** GET and POST /admin/promotions/:id/shop-fields: the fields as now saved. */
export type PromotionShopFieldsResponse = { shop_fields: PromotionShopFields };

/** The shop fields of a promotion's metadata; what is missing or malformed is the default (combinable, adding up with a trade-in bonus, not public). */
export function promotionShopFields(metadata: Record<string, unknown> | null | undefined): PromotionShopFields {
  const parsed = PromotionShopFieldsSchema.safeParse({ ...DEFAULT_PROMOTION_SHOP_FIELDS, ...((metadata?.shop as object | undefined) ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_PROMOTION_SHOP_FIELDS;
}
export * from './isic.js';
export * from './trade-in.js';

/** The public list of current discounts per variant (`GET /store/public-promotions`). */
export const PUBLIC_PROMOTIONS_PATHS = { cz: '/slevy', ro: '/reduceri' } as const;

/**
 * A discount staff marked public (`metadata.shop.public`), active and within
 * its campaign's dates: what a shopper may type (or gets without typing, when
 * automatic), as `GET /store/public-promotions` lists it.
 */
export type PublicPromotion = {
  code: string;
  /** The marketing name, or null to show the code alone. */
  name: string | null;
  kind: 'percentage' | 'fixed';
  /** Percent, or an amount in `currency_code` with VAT. */
  value: number;
  currency_code: string | null;
  automatic: boolean;
  /** ISO date-time the campaign ends, or null for no end. */
  ends_at: string | null;
};
