import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { AdminCreateSpecialOffer } from "@electroshop/contracts/special-offer"
import { SPECIAL_OFFER_MODULE } from "../../modules/special-offer"
import { createRecordStep, deleteRecordStep } from "../shared/record-steps"
import { ShopError } from "../../lib/http/errors"
import { specialOfferMessage } from "../../lib/special-offer/messages"

export const SpecialOfferEvents = { CHANGED: "special-offer.changed" } as const

const midnight = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null)

/** The product and the gift must exist; a gift needs its product. */
const resolveOfferStep = createStep("special-offer-resolve", async (input: AdminCreateSpecialOffer, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({ entity: "product", fields: ["id"], filters: { id: input.product_id } })
  if (!products.length) throw ShopError.validation({ product_id: [specialOfferMessage("product_not_found")] }, { error_codes: { product_id: "not_found" } })
  let giftProductId: string | null = null
  const handle = input.gift_product_handle?.trim()
  if (input.kind === "gift") {
    const field = (key: "gift_required" | "gift_not_found") => {
      const message = specialOfferMessage(key, { handle: handle ?? "" })
      return ShopError.validation({ gift_product_handle: [message] }, { message, error_codes: { gift_product_handle: key } })
    }
    if (!handle) throw field("gift_required")
    const { data: gifts } = await query.graph({ entity: "product", fields: ["id"], filters: { handle } })
    if (!gifts.length) throw field("gift_not_found")
    giftProductId = gifts[0].id
  }
  return new StepResponse({
    product_id: input.product_id,
    kind: input.kind,
    label: input.label,
    gift_product_id: giftProductId,
    valid_from: midnight(input.valid_from),
    valid_to: midnight(input.valid_to),
    is_active: input.is_active,
  })
})

const SPECIAL_OFFER = { module: SPECIAL_OFFER_MODULE, plural: "SpecialOffers", notFound: () => ShopError.notFound(specialOfferMessage("not_found")) }
const createOfferStep = createRecordStep("special-offer-create", SPECIAL_OFFER, (data: Record<string, unknown>) => data)
const deleteOfferStep = deleteRecordStep("special-offer-delete", SPECIAL_OFFER)

/** Staff put an offer on a product; the catalogue pages showing it are refreshed by the event's subscriber. */
export const createSpecialOfferWorkflow = createWorkflow("create-special-offer", (input: AdminCreateSpecialOffer) => {
  const data = resolveOfferStep(input)
  const created = createOfferStep(data)
  emitEventStep({ eventName: SpecialOfferEvents.CHANGED, data: transform({ created }, ({ created }) => ({ id: created.id })) })
  return new WorkflowResponse(created)
})

export const deleteSpecialOfferWorkflow = createWorkflow("delete-special-offer", (input: { id: string }) => {
  const deleted = deleteOfferStep(transform({ input }, ({ input }) => input.id))
  emitEventStep({ eventName: SpecialOfferEvents.CHANGED, data: deleted })
  return new WorkflowResponse(deleted)
})
