import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listStores, type StoreView } from "../../../lib/store-pickup/stores"

/** `GET /store/stores?cart_id=` — the stores for pickup: address, hours, when an order is ready, stock of the cart's items. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ stores: StoreView[] }>) {
  const { cart_id } = req.validatedQuery as { cart_id?: string }
  res.json({ stores: await listStores(req.scope, cart_id) })
}
