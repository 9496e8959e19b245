import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService, conditionJson } from "../../../helpers"
import type { AdminCreateCondition } from "../../../validators"

/** GET /admin/buyout/models/:id/conditions → { device_conditions } with choices, in order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const appraisal = await buyoutService(req.scope).retrieveAppraisal(req.params.id)
  res.json({ device_conditions: appraisal.device_conditions, appraisal_version: appraisal.version })
}

/**
 * POST /admin/buyout/models/:id/conditions { name, type?, kind?, position?, choices?: [{ label, appraisal_result_id?, price_correction?, position? }] }
 * → { device_condition, appraisal_version }.
 */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateCondition>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  const model = await service.retrieveBuyoutDeviceModel(req.params.id)
  const condition = await service.createDeviceCondition(model.id, req.validatedBody)
  const { version } = await service.retrieveAppraisal(model.id)
  res.status(201).json({ device_condition: conditionJson(condition), appraisal_version: version })
}
