import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { reviewMessage } from "../../../lib/review/messages"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import type { ReviewDraft } from "./validate-review"

type ReviewState = "pending" | "approved" | "disapproved"
export type ReviewChanges = { state?: ReviewState; text?: string; pros?: string | null; cons?: string | null }

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<ReviewModuleService>(REVIEW_MODULE)

/** A new review waits for staff (state pending); compensation removes it. */
export const createReviewStep = createStep(
  "review-create",
  async (draft: ReviewDraft & { full_name: string }, { container }) => {
    const review = await service(container).createReviews({ ...draft, state: "pending" })
    return new StepResponse(review, review.id)
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
    type Undo = { vote_id: string; review_id: string; before: number } | null
    if (existing) return new StepResponse({ helpful_count: review.helpful_count, counted: false }, null as Undo)
    const vote = await reviews.createReviewVotes({ review_id: input.review_id, customer_id: input.customer_id })
    const count = await reviews.listAndCountReviewVotes({ review_id: input.review_id }, { take: 1 }).then(([, n]) => n)
    await reviews.updateReviews({ id: input.review_id, helpful_count: count })
    return new StepResponse({ helpful_count: count, counted: true }, { vote_id: vote.id, review_id: input.review_id, before: review.helpful_count } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const reviews = service(container)
    await reviews.deleteReviewVotes(undo.vote_id)
    await reviews.updateReviews({ id: undo.review_id, helpful_count: undo.before })
  },
)
