import type { z } from "@medusajs/framework/zod"
import { conditionChoiceWorkflows } from "../../../../../../workflows/buyout/catalogue"
import { appraisalCreateRoute, choiceJson } from "../../../helpers"
import type { AdminCreateChoice } from "../../../validators"

/** POST /admin/buyout/conditions/:id/choices { label, appraisal_result_id?, price_correction?, position? } → { choice, appraisal_version }. */
export const POST = appraisalCreateRoute("choice", async (scope, service, id, body: z.infer<typeof AdminCreateChoice>) => {
  const condition = await service.retrieveBuyoutDeviceCondition(id)
  const { result } = await conditionChoiceWorkflows.create(scope).run({ input: { ...body, condition_id: condition.id } })
  return { modelId: condition.device_model_id, entry: choiceJson(await service.retrieveConditionChoice(Number(result.id))) }
})
