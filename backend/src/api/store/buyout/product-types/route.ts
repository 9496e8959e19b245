import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Choice } from "@electroshop/contracts/buyout"
import { listOfferedBuyoutTypes } from "../../../../modules/buyout/queries"

/** GET /store/buyout/product-types → [{ value, label }] of the types the shop buys (own and category `for_buyout`). */
export async function GET(req: MedusaRequest, res: MedusaResponse<Choice[]>) {
  res.json(await listOfferedBuyoutTypes(req.scope))
}
