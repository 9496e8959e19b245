import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService, choiceJson } from "../../../helpers"
import type { AdminCreateChoice } from "../../../validators"

/** POST /admin/buyout/conditions/:id/choices { label, appraisal_result_id?, price_correction?, position? } → { choice, appraisal_version }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateChoice>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  const condition = await service.retrieveBuyoutDeviceCondition(req.params.id)
  const choice = await service.createConditionChoice(condition.id, req.validatedBody)
  const { version } = await service.retrieveAppraisal(condition.device_model_id)
  res.status(201).json({ choice: choiceJson(choice), appraisal_version: version })
}
