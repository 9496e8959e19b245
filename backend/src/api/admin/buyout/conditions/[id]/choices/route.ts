import type { z } from "@medusajs/framework/zod"
import { appraisalCreateRoute, choiceJson } from "../../../helpers"
import type { AdminCreateChoice } from "../../../validators"

/** POST /admin/buyout/conditions/:id/choices { label, appraisal_result_id?, price_correction?, position? } → { choice, appraisal_version }. */
export const POST = appraisalCreateRoute("choice", async (service, id, body: z.infer<typeof AdminCreateChoice>) => {
  const condition = await service.retrieveBuyoutDeviceCondition(id)
  return { modelId: condition.device_model_id, entry: choiceJson(await service.createConditionChoice(condition.id, body)) }
})
