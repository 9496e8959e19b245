import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listServiceableModels, listServiceManufacturers } from "../../../../lib/service/devices"

/** GET /store/service/manufacturers?type= → [{ value, label }] */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { type } = req.validatedQuery as { type: string }
  res.json(listServiceManufacturers(await listServiceableModels(req.scope), type))
}
