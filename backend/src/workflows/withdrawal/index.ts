import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  beginReturnOrderWorkflow,
  confirmReturnRequestWorkflow,
  emitEventStep,
  refundPaymentWorkflow,
  releaseLockStep,
  requestItemReturnWorkflow,
} from "@medusajs/medusa/core-flows"

import { eraseRefundAccountsStep } from "./steps/erase-refund-accounts"
import { planWithdrawalStep, type RequestWithdrawalInput } from "./steps/plan-withdrawal"
import { planWithdrawalRefundStep, recordWithdrawalRefundStep, type RefundWithdrawalInput } from "./steps/refund-withdrawal"

/** Emitted with `{ order_id, return_id }` once a withdrawal is refunded: subscribers/withdrawal-refunded.ts e-mails the shopper. */
export const WITHDRAWAL_REFUNDED_EVENT = "withdrawal.refunded"

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

/**
 * A withdrawal's refund, once its goods are back and credited: the credit notes' amount goes back through the
 * order's captured payment by Medusa's refund (the card gateway refunds it, an installment partner is told, a
 * bank transfer's refund is queued for staff to send to the shopper's account), then recorded on the
 * withdrawal. Under a lock per withdrawal, so a double click refunds once.
 */
export const refundWithdrawalWorkflow = createWorkflow("refund-withdrawal", (input: RefundWithdrawalInput) => {
  const key = transform({ input }, ({ input }) => `withdrawal-refund:${input.return_id}`)
  acquireLockStep({ key, timeout: 10, ttl: 120 })
  const plan = planWithdrawalRefundStep(input)
  refundPaymentWorkflow.runAsStep({
    input: transform({ plan, input }, ({ plan, input }) => ({ payment_id: plan.payment_id, amount: plan.amount, created_by: input.actor_id })),
  })
  recordWithdrawalRefundStep(plan)
  releaseLockStep({ key })
  emitEventStep({ eventName: WITHDRAWAL_REFUNDED_EVENT, data: transform({ input }, ({ input }) => ({ order_id: input.order_id, return_id: input.return_id })) })
  return new WorkflowResponse(plan)
})

/**
 * The refund accounts of withdrawals refunded before `refundedBefore`, erased (personal data kept no longer
 * than the refund needs: jobs/withdrawal-refund-account-retention.ts runs it each night).
 */
export const eraseRefundAccountsWorkflow = createWorkflow("withdrawal-erase-refund-accounts", (input: { refundedBefore: string }) => {
  return new WorkflowResponse(eraseRefundAccountsStep(input))
})
