import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PromotionActions } from "@medusajs/framework/utils"
import { updateCartPromotionsWorkflow, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { ISIC_PROMOTION_CODE } from "@electroshop/contracts/promotion"
import { checkIsicCartStep, ensureIsicAppliedStep, verifyIsicStep } from "./steps/isic"
import { cartMetadataStep, lockCart, unlockCart } from "../shared/cart-lock"

export type ApplyIsicInput = { cart_id: string; card: string; holder: string }

/**
 * The specification's "add ISIC (cardNumber, cardHolder)": verify the card
 * with the ISIC endpoint, apply the ISIC promotion through Medusa's own cart
 * workflow (so its adjustments and events are Medusa's), and keep the masked
 * card and holder on the cart, from where Medusa copies them onto the order.
 * A promotion that does not apply is taken off again by compensation. The
 * card is verified before the cart's lock is taken: the endpoint may take
 * seconds, and the shopper's other cart changes wait for the lock.
 */
export const applyIsicWorkflow = createWorkflow("apply-isic-discount", (input: ApplyIsicInput) => {
  const isic = verifyIsicStep(transform({ input }, ({ input }) => ({ card: input.card, holder: input.holder })))
  lockCart(input)
  const metadata = checkIsicCartStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id, card: input.card })))
  updateCartPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, promo_codes: [ISIC_PROMOTION_CODE], action: PromotionActions.ADD })),
  })
  ensureIsicAppliedStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id })))
  updateCartWorkflow.runAsStep({
    input: transform({ input, metadata, isic }, ({ input, metadata, isic }) => ({ id: input.cart_id, metadata: { ...metadata, isic } })),
  })
  unlockCart(input)
  return new WorkflowResponse(isic)
})

/** "Remove discount" for the card: the promotion off the cart and the card forgotten. */
export const removeIsicWorkflow = createWorkflow("remove-isic-discount", (input: { cart_id: string }) => {
  lockCart(input)
  const metadata = cartMetadataStep(input)
  updateCartPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, promo_codes: [ISIC_PROMOTION_CODE], action: PromotionActions.REMOVE })),
  })
  updateCartWorkflow.runAsStep({
    input: transform({ input, metadata }, ({ input, metadata }) => ({ id: input.cart_id, metadata: { ...metadata, isic: null } })),
  })
  unlockCart(input)
  return new WorkflowResponse(true)
})
