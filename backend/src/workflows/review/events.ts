/**
 * Events the review workflows emit. A product page shows its approved
 * reviews and their average, so a change there changes
 * that page (subscribers/review-changed.ts purges it).
 */
export const ReviewEvents = {
  /** `{ id, product_id }`: approved, disapproved or corrected by staff. */
  CHANGED: "review.changed",
} as const
