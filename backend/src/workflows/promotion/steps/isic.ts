import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ISIC_PROMOTION_CODE, maskIsic, type IsicCard } from "@electroshop/contracts/promotion"
import { ShopError } from "../../../lib/http/errors"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { promotionMessage, type PromotionMessageKey } from "../../../lib/promotion/messages"
import { verifyIsicCard } from "../../../lib/promotion/isic-verifier"

const refuse = (key: PromotionMessageKey) => {
  const message = promotionMessage(key)
  return ShopError.validation({ cardNumber: [message] }, { message, error_codes: { cardNumber: key } })
}

type CartRow = { id: string; metadata: Record<string, unknown> | null; promotions?: { code: string | null }[] }

/**
 * One card per order: a cart already carrying another verified card is
 * refused (the same card again is fine). The ISIC promotion must exist and be
 * active, or there is nothing to apply. Returns the cart's metadata.
 */
export const checkIsicCartStep = createStep("check-isic-cart", async (input: { cart_id: string; card: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "metadata", "completed_at"], filters: { id: input.cart_id } })
  const cart = carts[0] as (CartRow & { completed_at?: string | null }) | undefined
  if (!cart || cart.completed_at) throw ShopError.notFound(checkoutMessage("cart_not_found"))
  const present = cart.metadata?.isic as IsicCard | undefined
  if (present && present.card !== maskIsic(input.card)) throw refuse("isic_one_per_order")
  const { data: promotions } = await query.graph({ entity: "promotion", fields: ["id", "status"], filters: { code: ISIC_PROMOTION_CODE } })
  if (!promotions.some((p: { status?: string }) => p.status === "active")) throw refuse("isic_not_applicable")
  return new StepResponse(cart.metadata ?? {})
})

export const verifyIsicStep = createStep("verify-isic-card", async (input: { card: string; holder: string }) => {
  await verifyIsicCard(input.card, input.holder)
  return new StepResponse({ card: maskIsic(input.card), holder: input.holder, verified_at: new Date().toISOString() } satisfies IsicCard)
})

/** The promotion's rules (a minimum amount, a product) may leave it without effect on this cart: say so rather than show a discount of 0. */
export const ensureIsicAppliedStep = createStep("ensure-isic-applied", async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: input.cart_id } })
  const codes = ((carts[0] as CartRow | undefined)?.promotions ?? []).map((p) => p.code)
  if (!codes.includes(ISIC_PROMOTION_CODE)) throw refuse("isic_not_applicable")
  return new StepResponse(true)
})
