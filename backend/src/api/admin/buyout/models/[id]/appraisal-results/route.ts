import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService, resultJson } from "../../../helpers"
import type { AdminCreateResult } from "../../../validators"

/** GET /admin/buyout/models/:id/appraisal-results → { appraisal_results } (A+ … D). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const appraisal = await buyoutService(req.scope).retrieveAppraisal(req.params.id)
  res.json({ appraisal_results: appraisal.appraisal_result, appraisal_version: appraisal.version })
}

/** POST /admin/buyout/models/:id/appraisal-results { quality, price, url? } → { appraisal_result, appraisal_version }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateResult>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  const model = await service.retrieveBuyoutDeviceModel(req.params.id)
  const result = await service.createAppraisalResult(model.id, req.validatedBody)
  const { version } = await service.retrieveAppraisal(model.id)
  res.status(201).json({ appraisal_result: resultJson(result), appraisal_version: version })
}
