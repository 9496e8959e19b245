import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { releaseOrderGoodsStep } from "./steps/release-goods"

/**
 * Before Medusa's cancel (POST /admin/orders/:id/cancel, api/admin/order-cancel): the goods still in the
 * shop are released from their fulfillments, goods gone are a refusal. Medusa's cancel then releases the
 * reservations and refunds or cancels the payment through its provider (the card gateway's refund, the
 * installment partner's cancel, a bank transfer's refund queued), and the subscribers withdraw the parcel
 * at its carrier and e-mail the shopper.
 */
export const releaseOrderGoodsWorkflow = createWorkflow("order-cancel-release-goods", (input: { order_id: string; actor_id: string | null }) => {
  return new WorkflowResponse(releaseOrderGoodsStep(input))
})
