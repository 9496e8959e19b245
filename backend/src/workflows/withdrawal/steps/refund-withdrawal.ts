import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { withdrawalRefundPlan, type WithdrawalRefundPlan } from "../../../lib/withdrawal/withdrawal-refund"

export type RefundWithdrawalInput = { order_id: string; return_id: string; actor_id?: string }

// Reads and checks only: nothing to compensate. Runs under the withdrawal's lock, so a second refund asked at once sees the first.
export const planWithdrawalRefundStep = createStep("plan-withdrawal-refund", async ({ order_id, return_id }: RefundWithdrawalInput, { container }) => {
  return new StepResponse(await withdrawalRefundPlan(container, order_id, return_id))
})

/** The refund made, on the withdrawal (its return's metadata): the page and the e-mail tell it; undone by removing it (Medusa merges metadata: an empty value removes a key). */
export const recordWithdrawalRefundStep = createStep(
  "record-withdrawal-refund",
  async (plan: WithdrawalRefundPlan, { container }) => {
    const metadata = { ...plan.metadata, refund: { amount: plan.amount, refunded_at: new Date().toISOString() } }
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateReturns([{ selector: { id: plan.return_id }, data: { metadata } }])
    return new StepResponse(undefined, { return_id: plan.return_id, metadata: plan.metadata })
  },
  async (before, { container }) => {
    if (!before) return
    await container
      .resolve<IOrderModuleService>(Modules.ORDER)
      .updateReturns([{ selector: { id: before.return_id }, data: { metadata: { ...before.metadata, refund: "" } } }])
  },
)
