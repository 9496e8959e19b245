// The reviews API's constants and response shapes, zod-free so a page that
// shows reviews does not bundle zod (the schemas are in ./schemas.ts).

export const REVIEW_STATES = ['pending', 'approved', 'disapproved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Public list order: newest first, or most "helpful" votes first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_PROS_CONS_MAX = 1000;
export const REVIEW_PAGE_SIZE = 10;

/** GET /store/reviews?product_id=: one approved review; the author's name is null when anonymous. */
export type PublicReview = {
  id: string;
  rating: number;
  pros: string | null;
  cons: string | null;
  text: string;
  full_name: string | null;
  anonymous: boolean;
  helpful_count: number;
  created_at: string;
};

export type PublicReviewList = {
  reviews: PublicReview[];
  count: number;
  /** Over every approved review of the product, one decimal; null without reviews. */
  average_rating: number | null;
  limit: number;
  offset: number;
};

/** GET /store/reviews/user-data/:handle: what the review form needs for the signed-in customer. */
export type ReviewUserData = {
  product_id: string;
  /** "First Last" from the profile, or null when the profile has no name. */
  full_name: string | null;
  bought: boolean;
  already_reviewed: boolean;
  /** May write a review now: bought and not reviewed yet. */
  eligible: boolean;
};

/** GET /store/reviews/to-review: bought products without a review of this customer yet. */
export type ProductToReview = { id: string; title: string; handle: string; thumbnail: string | null };
export type ProductsToReviewResponse = { products: ProductToReview[] };

/** POST /store/reviews/:id/helpful: the review's votes; `counted` is false for a repeated vote. */
export type ReviewHelpfulResponse = { helpful_count: number; counted: boolean };

/** The admin's row: everything, with the product's title. */
export type AdminReview = Omit<PublicReview, 'full_name'> & {
  full_name: string;
  state: ReviewState;
  product_id: string;
  customer_id: string;
  product: { id: string; title: string; handle: string } | null;
  updated_at: string;
};

export type AdminReviewList = { reviews: AdminReview[]; count: number; limit: number; offset: number };

/** POST /admin/reviews/:id, …/approve, …/disapprove: the review as the grid shows it. */
export type AdminReviewResponse = { review: AdminReview };

/** POST /store/reviews → 201: the new review, pending until staff approve it. */
export type StoreReviewCreated = { review: PublicReview & { state: ReviewState } };
