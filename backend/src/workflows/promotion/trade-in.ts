import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PromotionActions } from "@medusajs/framework/utils"
import { updateCartPromotionsWorkflow, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import type { TradeInBonus } from "@electroshop/contracts/promotion"
import { ensureTradeInAppliedStep, planTradeInStep, upsertTradeInPromotionStep } from "./steps/trade-in"
import { cartMetadataStep, lockCart, unlockCart } from "../shared/cart-lock"

export type ApplyTradeInInput = { cart_id: string; number: string; email: string; line_item_id?: string }

const bonusesOf = (metadata: Record<string, unknown> | null | undefined) => (Array.isArray(metadata?.trade_in) ? (metadata.trade_in as TradeInBonus[]) : [])

/**
 * The specification's "bonus buy-out per item": the sale's bonus as its own
 * single-use promotion on the new device's line, applied through Medusa's
 * cart workflow (so totals, adjustments and events are Medusa's), and kept
 * in the cart's `metadata.trade_in` (one entry per sale), from where Medusa
 * copies it onto the order. A failing step undoes the promotion's change.
 */
export const applyTradeInWorkflow = createWorkflow("apply-trade-in-bonus", (input: ApplyTradeInInput) => {
  lockCart(input)
  const plan = planTradeInStep(input)
  upsertTradeInPromotionStep(plan)
  updateCartPromotionsWorkflow.runAsStep({
    input: transform({ input, plan }, ({ input, plan }) => ({ cart_id: input.cart_id, promo_codes: [plan.bonus.code], action: PromotionActions.ADD })),
  })
  ensureTradeInAppliedStep(transform({ input, plan }, ({ input, plan }) => ({ cart_id: input.cart_id, code: plan.bonus.code })))
  updateCartWorkflow.runAsStep({
    input: transform({ input, plan }, ({ input, plan }) => ({
      id: input.cart_id,
      metadata: { ...plan.metadata, trade_in: [...bonusesOf(plan.metadata).filter((b) => b.code !== plan.bonus.code), plan.bonus] },
    })),
  })
  unlockCart(input)
  return new WorkflowResponse(transform({ plan }, ({ plan }) => plan.bonus))
})

/** "Remove" for one sale's bonus: its promotion off the cart, the entry forgotten. */
export const removeTradeInWorkflow = createWorkflow("remove-trade-in-bonus", (input: { cart_id: string; code: string }) => {
  lockCart(input)
  const metadata = cartMetadataStep(input)
  updateCartPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, promo_codes: [input.code], action: PromotionActions.REMOVE })),
  })
  updateCartWorkflow.runAsStep({
    input: transform({ input, metadata }, ({ input, metadata }) => ({
      id: input.cart_id,
      metadata: { ...metadata, trade_in: bonusesOf(metadata).filter((b) => b.code !== input.code) },
    })),
  })
  unlockCart(input)
  return new WorkflowResponse(true)
})
