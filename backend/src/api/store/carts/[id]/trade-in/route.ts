import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreApplyTradeIn, TradeInBonus } from "@electroshop/contracts/promotion"
import { applyTradeInWorkflow } from "../../../../../workflows/promotion/trade-in"

/**
 * `{ number, email, line_item_id? }` → `{ trade_in: { code, sale_number, device, percent, amount, line_item_id, product_title } }`:
 * the sale's trade-in bonus off the new device's line. 404 for a number and
 * e-mail that do not match (rate limited like the status look-up), 400 at
 * `number` / `line_item_id` for a sale without a bonus, closed or used.
 */
export async function POST(req: MedusaRequest<StoreApplyTradeIn>, res: MedusaResponse<{ trade_in: TradeInBonus }>) {
  const { number, email, line_item_id } = req.validatedBody
  const { result } = await applyTradeInWorkflow(req.scope).run({ input: { cart_id: req.params.id, number, email, line_item_id } })
  res.json({ trade_in: result })
}
