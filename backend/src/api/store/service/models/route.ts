import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ServiceChoice } from "@electroshop/contracts/service"
import { listServiceableModels, listServiceModels } from "../../../../lib/service/devices"

/** GET /store/service/models?type=&manufacturer= → [{ value, label }] */
export async function GET(req: MedusaRequest, res: MedusaResponse<ServiceChoice[]>) {
  const { type, manufacturer } = req.validatedQuery as { type: string; manufacturer: string }
  res.json(listServiceModels(await listServiceableModels(req.scope), type, manufacturer))
}
