import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ServiceChoice, StoreServiceManufacturersQuerySchema } from "@electroshop/contracts/service"
import { listServiceableModels, listServiceManufacturers } from "../../../../lib/service/devices"

/** GET /store/service/manufacturers?type= → [{ value, label }] */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServiceManufacturersQuerySchema>>, res: MedusaResponse<ServiceChoice[]>) {
  const { type } = req.validatedQuery
  res.json(listServiceManufacturers(await listServiceableModels(req.scope), type))
}
