import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { boughtProductIds, profileFullName } from "../../../modules/review/queries"
import { reviewMessage } from "../../../lib/review/messages"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"

export type ReviewDraft = {
  customer_id: string
  product_id: string
  rating: number
  pros?: string | null
  cons?: string | null
  text: string
  full_name?: string
  anonymous: boolean
}

/**
 * The spec's review rules, each a field error (400) in the shop language:
 * a full name is required; a review under one's name needs that name in the
 * profile; only bought products can be reviewed, once.
 */
export const validateReviewStep = createStep("review-validate", async (draft: ReviewDraft, { container }) => {
  const errors: Record<string, string[]> = {}
  const fullName = draft.full_name?.trim()
  if (!fullName) errors.full_name = [reviewMessage("full_name_required")]
  else if (!draft.anonymous && !(await profileFullName(container, draft.customer_id))) errors.full_name = [reviewMessage("name_not_in_profile")]

  const bought = await boughtProductIds(container, draft.customer_id)
  if (!bought.has(draft.product_id)) errors.product_id = [reviewMessage("not_bought")]
  else {
    const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)
    const [existing] = await reviews.listReviews({ customer_id: draft.customer_id, product_id: draft.product_id }, { take: 1 })
    if (existing) errors.product_id = [reviewMessage("already_reviewed")]
  }
  if (Object.keys(errors).length) throw ShopError.validation(errors)
  return new StepResponse({ ...draft, full_name: fullName! })
})
