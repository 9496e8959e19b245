import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { REVIEW_PAGE_SIZE, REVIEW_PROS_CONS_MAX, REVIEW_SORTS, REVIEW_STATES, REVIEW_TEXT_MAX } from './review.js';

const optionalText = z.string().trim().max(REVIEW_PROS_CONS_MAX).nullable().optional();
const id = z.string().trim().min(1).max(100);

/**
 * POST /store/reviews. `full_name` is checked by the backend, not here: an
 * empty one gets the spec's own message ("full name required"), not the
 * generic "required".
 */
export const StoreCreateReviewSchema = z
  .object({
    product_id: id,
    rating: z.number().int().min(1).max(5),
    pros: optionalText,
    cons: optionalText,
    text: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
    full_name: z.string().trim().max(200).optional(),
    anonymous: z.boolean().default(false),
  })
  .strict();
export type StoreCreateReview = z.infer<typeof StoreCreateReviewSchema>;

const page = {
  limit: queryInt().min(1).max(100).default(REVIEW_PAGE_SIZE),
  offset: queryInt().min(0).default(0),
};

/** GET /store/reviews: a product's approved reviews. */
export const StoreListReviewsSchema = z.object({
  product_id: id,
  sort: z.enum(REVIEW_SORTS).default('newest'),
  ...page,
});

/** GET /admin/reviews: every review, filtered. */
export const AdminListReviewsSchema = z.object({
  product_id: id.optional(),
  rating: queryInt().min(1).max(5).optional(),
  state: z.enum(REVIEW_STATES).optional(),
  ...page,
  limit: queryInt().min(1).max(200).default(50),
});

/** POST /admin/reviews/:id: staff correct the texts (pros, cons, text). */
export const AdminUpdateReviewSchema = z
  .object({ text: z.string().trim().min(1).max(REVIEW_TEXT_MAX).optional(), pros: optionalText, cons: optionalText })
  .strict()
  .refine((b) => b.text !== undefined || b.pros !== undefined || b.cons !== undefined, { path: ['text'], message: 'required' });
