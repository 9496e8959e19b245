import type { z } from "@medusajs/framework/zod"
import { appraisalResultWorkflows } from "../../../../../../workflows/buyout/catalogue"
import { appraisalCreateRoute, appraisalPartRoute, resultJson } from "../../../helpers"
import type { AdminCreateResult } from "../../../validators"

/** GET /admin/buyout/models/:id/appraisal-results → { appraisal_results, appraisal_version } (A+ … D). */
export const GET = appraisalPartRoute("appraisal_results", (appraisal) => appraisal.appraisal_result)

/** POST /admin/buyout/models/:id/appraisal-results { quality, price, url? } → { appraisal_result, appraisal_version }. */
export const POST = appraisalCreateRoute("appraisal_result", async (scope, service, id, body: z.infer<typeof AdminCreateResult>) => {
  const model = await service.retrieveBuyoutDeviceModel(id)
  const { result } = await appraisalResultWorkflows.create(scope).run({ input: { ...body, model_id: model.id } })
  return { modelId: model.id, entry: resultJson(await service.retrieveAppraisalResult(Number(result.id))) }
})
