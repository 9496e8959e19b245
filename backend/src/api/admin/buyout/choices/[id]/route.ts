import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminAppraisalPart, AdminAppraisalPartDeleted, AdminConditionChoiceRow } from "@electroshop/contracts/buyout"
import { conditionChoiceWorkflows } from "../../../../../workflows/buyout/catalogue"
import { buyoutService, choiceJson, numericId } from "../../helpers"
import type { AdminUpdateChoice } from "../../validators"

async function modelOfChoice(req: MedusaRequest, id: number) {
  const choice = await buyoutService(req.scope).retrieveConditionChoice(id)
  return choice.condition.device_model_id
}

/** POST /admin/buyout/choices/:id { label?, appraisal_result_id?, price_correction?, position? } → { choice, appraisal_version }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateChoice>>, res: MedusaResponse<AdminAppraisalPart<"choice", AdminConditionChoiceRow>>) {
  const service = buyoutService(req.scope)
  const id = numericId(req.params.id)
  const modelId = await modelOfChoice(req, id)
  await conditionChoiceWorkflows.update(req.scope).run({ input: { id, data: req.validatedBody } })
  const choice = await service.retrieveConditionChoice(id)
  const { version } = await service.retrieveAppraisal(modelId)
  res.json({ choice: choiceJson(choice), appraisal_version: version })
}

/** DELETE /admin/buyout/choices/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<AdminAppraisalPartDeleted<"buyout_condition_choice", number>>) {
  const service = buyoutService(req.scope)
  const id = numericId(req.params.id)
  const modelId = await modelOfChoice(req, id)
  await conditionChoiceWorkflows.delete(req.scope).run({ input: id })
  const { version } = await service.retrieveAppraisal(modelId)
  res.json({ id, object: "buyout_condition_choice", deleted: true, appraisal_version: version })
}
