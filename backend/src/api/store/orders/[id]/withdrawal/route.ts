import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreWithdrawalBody, StoreWithdrawalCreatedResponse, StoreWithdrawalResponse } from "@electroshop/contracts/withdrawal"
import { orderWithdrawal } from "../../../../../lib/withdrawal/withdrawal-queries"
import { requestWithdrawalWorkflow } from "../../../../../workflows/withdrawal"

/**
 * Whether the order can be withdrawn from, until when, what can be sent back, and the withdrawals made. As
 * for Medusa's own order route, the order's id (a ULID) is what lets a shopper in.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreWithdrawalResponse>) {
  res.setHeader("cache-control", "private, no-store")
  res.json(await orderWithdrawal(req.scope, req.params.id!))
}

/** Withdraws from the purchase of the items named: 409 with the reason when the order cannot be, 400 at the field. */
export async function POST(req: MedusaRequest<StoreWithdrawalBody>, res: MedusaResponse<StoreWithdrawalCreatedResponse>) {
  const { result } = await requestWithdrawalWorkflow(req.scope).run({ input: { order_id: req.params.id!, body: req.validatedBody } })
  const { withdrawals } = await orderWithdrawal(req.scope, req.params.id!)
  res.setHeader("cache-control", "private, no-store")
  res.status(201).json({ withdrawal: withdrawals.find((w) => w.id === result.return_id)! })
}
