import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ReviewEvents } from "./events"
import { createReviewStep, updateReviewStep, voteHelpfulStep, type ReviewChanges } from "./steps/review"
import { validateReviewStep, type ReviewDraft } from "./steps/validate-review"

/** A customer's review of a bought product; it is public only after staff approve it. */
export const createReviewWorkflow = createWorkflow("review-create", (input: ReviewDraft) => {
  const valid = validateReviewStep(input)
  const review = createReviewStep(valid)
  return new WorkflowResponse(review)
})

/** Staff: approve, disapprove or correct the texts of a review. */
export const updateReviewWorkflow = createWorkflow("review-update", (input: { id: string; changes: ReviewChanges }) => {
  const review = updateReviewStep(input)
  emitEventStep({
    eventName: ReviewEvents.CHANGED,
    data: transform({ review }, ({ review }) => ({ id: review.id, product_id: review.product_id })),
  })
  return new WorkflowResponse(review)
})

/** A signed-in shopper finds an approved review helpful (once). */
export const voteReviewHelpfulWorkflow = createWorkflow("review-vote-helpful", (input: { review_id: string; customer_id: string }) => {
  const result = voteHelpfulStep(input)
  return new WorkflowResponse(result)
})
