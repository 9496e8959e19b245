import type { z } from "@medusajs/framework/zod"
import { deviceConditionWorkflows } from "../../../../../../workflows/buyout/catalogue"
import { appraisalCreateRoute, appraisalPartRoute, conditionJson } from "../../../helpers"
import type { AdminCreateCondition } from "../../../validators"

/** GET /admin/buyout/models/:id/conditions → { device_conditions, appraisal_version } with choices, in order. */
export const GET = appraisalPartRoute("device_conditions", (appraisal) => appraisal.device_conditions)

/**
 * POST /admin/buyout/models/:id/conditions { name, type?, kind?, position?, choices?: [{ label, appraisal_result_id?, price_correction?, position? }] }
 * → { device_condition, appraisal_version }.
 */
export const POST = appraisalCreateRoute("device_condition", async (scope, service, id, body: z.infer<typeof AdminCreateCondition>) => {
  const model = await service.retrieveBuyoutDeviceModel(id)
  const { result } = await deviceConditionWorkflows.create(scope).run({ input: { ...body, model_id: model.id } })
  return { modelId: model.id, entry: conditionJson(await service.retrieveBuyoutDeviceCondition(String(result.id), { relations: ["choices"] })) }
})
