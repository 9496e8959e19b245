import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminAppraisalPart, AdminAppraisalPartDeleted, AdminAppraisalResultRow } from "@electroshop/contracts/buyout"
import { appraisalResultWorkflows } from "../../../../../workflows/buyout/catalogue"
import { buyoutService, numericId, resultJson } from "../../helpers"
import type { AdminUpdateResult } from "../../validators"

/** POST /admin/buyout/appraisal-results/:id { quality?, price?, url? } → { appraisal_result, appraisal_version }. */
export async function POST(
  req: MedusaRequest<z.infer<typeof AdminUpdateResult>>,
  res: MedusaResponse<AdminAppraisalPart<"appraisal_result", AdminAppraisalResultRow>>,
) {
  const service = buyoutService(req.scope)
  const id = numericId(req.params.id)
  await appraisalResultWorkflows.update(req.scope).run({ input: { id, data: req.validatedBody } })
  const result = await service.retrieveAppraisalResult(id)
  const { version } = await service.retrieveAppraisal(result.device_model_id)
  res.json({ appraisal_result: resultJson(result), appraisal_version: version })
}

/** DELETE /admin/buyout/appraisal-results/:id: answers leading to it then lead to "not bought". */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<AdminAppraisalPartDeleted<"buyout_appraisal_result", number>>) {
  const service = buyoutService(req.scope)
  const id = numericId(req.params.id)
  const current = await service.retrieveAppraisalResult(id)
  await appraisalResultWorkflows.delete(req.scope).run({ input: id })
  const { version } = await service.retrieveAppraisal(current.device_model_id)
  res.json({ id, object: "buyout_appraisal_result", deleted: true, appraisal_version: version })
}
