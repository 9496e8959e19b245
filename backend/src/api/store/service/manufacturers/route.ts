import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ServiceChoice } from "@electroshop/contracts/service"
import { listServiceableModels, listServiceManufacturers } from "../../../../lib/service/devices"

/** GET /store/service/manufacturers?type= → [{ value, label }] */
export async function GET(req: MedusaRequest, res: MedusaResponse<ServiceChoice[]>) {
  const { type } = req.validatedQuery as { type: string }
  res.json(listServiceManufacturers(await listServiceableModels(req.scope), type))
}
