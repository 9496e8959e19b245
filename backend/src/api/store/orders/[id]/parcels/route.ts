import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { storeOrderParcels } from "../../../../../modules/carrier/parcel-queries"

/**
 * The order's parcels with their carriers, for its page: like Medusa's own order route, the order's id
 * (a ULID) is what lets a shopper read it; only the carrier, the number, the tracking page and the state
 * are told, nothing of the shopper.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreOrderParcelsResponse>) {
  res.setHeader("cache-control", "private, no-store")
  res.json(await storeOrderParcels(req.scope, req.params.id))
}
