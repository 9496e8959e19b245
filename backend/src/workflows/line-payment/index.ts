import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateLineItemsStep } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { StoreSetLinePayment } from "@electroshop/contracts/installment"
import { addedLineInstallment, metadataWithChoice } from "../../lib/installment/line-payment"
import { lockCart, unlockCart } from "../shared/cart-lock"

type Input = StoreSetLinePayment & { cart_id: string; line_id: string }

const resolveLinePaymentStep = createStep("line-payment-resolve", async (input: Input, { container }) => {
  const { kind, barem_id, arrange_type } = input
  const { metadata } = await metadataWithChoice(container as unknown as MedusaContainer, input.cart_id, input.line_id, { kind, barem_id, arrange_type })
  return new StepResponse(metadata)
})

/**
 * The shopper's choice of how one cart line is paid (normally, an
 * installment barem with its arrange type, or a lease barem), stored in the
 * line item's metadata, which the order's item keeps; Medusa's step restores
 * the previous metadata when a later step fails.
 */
export const setLinePaymentWorkflow = createWorkflow("set-cart-line-payment", (input: Input) => {
  lockCart(input)
  const metadata = resolveLinePaymentStep(input)
  updateLineItemsStep(transform({ input, metadata }, ({ input, metadata }) => ({ id: input.cart_id, items: [{ id: input.line_id, metadata }] })))
  unlockCart(input)
  return new WorkflowResponse(true)
})

/** The line a product was just added to, on the installment barem the shopper picked with it: its id and metadata with the choice. */
export const addedLineInstallmentStep = createStep(
  "line-payment-added-line",
  async (input: { cart_id: string; variant_id: string; installment_id: string }, { container }) => {
    const { line, metadata } = await addedLineInstallment(container as unknown as MedusaContainer, input.cart_id, input.variant_id, input.installment_id)
    return new StepResponse({ id: line.id, metadata })
  },
)
