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

