import type { StoreWithdrawalBody } from "@electroshop/contracts/withdrawal"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { shopStores } from "../../../lib/store-pickup/stores"
import { withdrawalOrder } from "../../../lib/withdrawal/withdrawal-queries"
import { withdrawalPlan } from "../../../lib/withdrawal/withdrawal-request"

export type RequestWithdrawalInput = { order_id: string; body: StoreWithdrawalBody }

// Reads and checks only: nothing to compensate.
export const planWithdrawalStep = createStep("plan-withdrawal", async ({ order_id, body }: RequestWithdrawalInput, { container }) => {
  const order = await withdrawalOrder(container, order_id)
  const stores = body.method === "store" ? (await shopStores(container)).map((store) => store.id) : []
  return new StepResponse(withdrawalPlan(order, body, stores, new Date()))
})
