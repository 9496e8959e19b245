import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ServiceChoice, StoreServiceModelsQuerySchema } from "@electroshop/contracts/service"
import { listServiceableModels, listServiceModels } from "../../../../lib/service/devices"

/** GET /store/service/models?type=&manufacturer= → [{ value, label }] */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServiceModelsQuerySchema>>, res: MedusaResponse<ServiceChoice[]>) {
  const { type, manufacturer } = req.validatedQuery
  res.json(listServiceModels(await listServiceableModels(req.scope), type, manufacturer))
}
