import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { reviewMessage } from "../../../lib/review/messages"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import type { ReviewDraft } from "./validate-review"

type ReviewState = "pending" | "approved" | "disapproved"
export type ReviewChanges = { state?: ReviewState; text?: string; pros?: string | null; cons?: string | null }

/**
 * A unique index refused the row: Medusa's error mapper turns PostgreSQL's
 * unique violation into "<Entity> with <keys> already exists.". The check
 * before the insert catches the usual case; this one two requests at once.
 */
const isDuplicate = (error: unknown) => error instanceof Error && /already exists\.$/.test(error.message)

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<ReviewModuleService>(REVIEW_MODULE)

/** A new review waits for staff (state pending); compensation removes it. */
export const createReviewStep = createStep(
  "review-create",
  async (draft: ReviewDraft & { full_name: string }, { container }) => {
    try {
      const review = await service(container).createReviews({ ...draft, state: "pending" })
      return new StepResponse(review, review.id)
    } catch (error) {
      if (isDuplicate(error)) throw ShopError.validation({ product_id: [reviewMessage("already_reviewed")] })
      throw error
    }
  },
  async (id, { container }) => {
    if (id) await service(container).deleteReviews(id)
  },
)

/** Staff changes (state, texts); compensation restores the previous values. */
export const updateReviewStep = createStep(
  "review-update",
  async (input: { id: string; changes: ReviewChanges }, { container }) => {
    const reviews = service(container)
    const [before] = await reviews.listReviews({ id: input.id }, { take: 1 })
    if (!before) throw ShopError.notFound(reviewMessage("review_not_found"))
    const previous = Object.fromEntries(Object.keys(input.changes).map((key) => [key, (before as any)[key]])) as ReviewChanges
    const review = await reviews.updateReviews({ id: input.id, ...input.changes })
    return new StepResponse(review, { id: input.id, previous })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateReviews({ id: undo.id, ...undo.previous })
  },
)

/**
 * One "helpful" vote per customer: a repeated vote changes nothing. The count
 * is stored on the review so the public list can sort by it. Only approved
 * reviews can be voted on (the others are not public).
 */
export const voteHelpfulStep = createStep(
  "review-vote-helpful",
  async (input: { review_id: string; customer_id: string }, { container }) => {
    const reviews = service(container)
    const [review] = await reviews.listReviews({ id: input.review_id, state: "approved" }, { take: 1 })
    if (!review) throw ShopError.notFound(reviewMessage("review_not_found"))
    const [existing] = await reviews.listReviewVotes({ review_id: input.review_id, customer_id: input.customer_id }, { take: 1 })
    if (existing) return new StepResponse({ helpful_count: review.helpful_count, counted: false }, null as string | null)
    const vote = await reviews.createReviewVotes({ review_id: input.review_id, customer_id: input.customer_id }).catch((error) => {
      if (isDuplicate(error)) return null // the same shopper's vote, sent twice at once
      throw error
    })
    if (!vote) return new StepResponse({ helpful_count: review.helpful_count, counted: false }, null as string | null)
    // Each stored vote adds one, atomically: votes of several shoppers at once all count.
    const count = await reviews.addHelpful(input.review_id, 1)
    return new StepResponse({ helpful_count: count, counted: true }, vote.id as string | null)
  },
  async (voteId, { container }) => {
    if (!voteId) return
    const reviews = service(container)
    const [vote] = await reviews.listReviewVotes({ id: voteId }, { take: 1 })
    await reviews.deleteReviewVotes(voteId)
    if (vote) await reviews.addHelpful(vote.review_id, -1)
  },
)
