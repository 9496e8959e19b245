import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ServiceChoice } from "@electroshop/contracts/service"
import { listServiceableModels, listServiceTypes } from "../../../../lib/service/devices"

/** GET /store/service/product-types → [{ value, label }]: device types with a category flagged `for_service` and a price list. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ServiceChoice[]>) {
  res.json(listServiceTypes(await listServiceableModels(req.scope)))
}
