import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { beginReturnOrderWorkflow, confirmReturnRequestWorkflow, requestItemReturnWorkflow } from "@medusajs/medusa/core-flows"

import { planWithdrawalStep, type RequestWithdrawalInput } from "./steps/plan-withdrawal"

/**
 * A shopper's withdrawal from the purchase: Medusa's return of the items named, requested (begun, its items
 * asked for, confirmed: Medusa's admin then shows it on the order, to receive), carrying how the goods go
 * back and the refund account in its metadata. Medusa's own workflows run as steps, so a failure undoes
 * the return begun. Medusa emits `order.return_requested` (the confirmation e-mail) and, once staff receive
 * the goods, `order.return_received` (the credit note).
 */
export const requestWithdrawalWorkflow = createWorkflow("request-withdrawal", (input: RequestWithdrawalInput) => {
  const plan = planWithdrawalStep(input)
  const change = beginReturnOrderWorkflow.runAsStep({
    input: transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, location_id: plan.location_id, metadata: plan.metadata })),
  })
  const returnId = transform({ change }, ({ change }) => change.return_id!)
  requestItemReturnWorkflow.runAsStep({ input: transform({ returnId, plan }, ({ returnId, plan }) => ({ return_id: returnId, items: plan.items })) })
  confirmReturnRequestWorkflow.runAsStep({ input: transform({ returnId }, ({ returnId }) => ({ return_id: returnId })) })
  return new WorkflowResponse(transform({ returnId }, ({ returnId }) => ({ return_id: returnId })))
})
