import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminAppraisalPart, AdminAppraisalPartDeleted, AdminDeviceConditionRow } from "@electroshop/contracts/buyout"
import { deviceConditionWorkflows } from "../../../../../workflows/buyout/catalogue"
import { buyoutService, conditionJson } from "../../helpers"
import type { AdminUpdateCondition } from "../../validators"

/** POST /admin/buyout/conditions/:id { name?, type?, kind?, position? } → { device_condition, appraisal_version }. */
export async function POST(
  req: MedusaRequest<z.infer<typeof AdminUpdateCondition>>,
  res: MedusaResponse<AdminAppraisalPart<"device_condition", AdminDeviceConditionRow>>,
) {
  const service = buyoutService(req.scope)
  await deviceConditionWorkflows.update(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
  const condition = await service.retrieveBuyoutDeviceCondition(req.params.id, { relations: ["choices"] })
  const { version } = await service.retrieveAppraisal(condition.device_model_id)
  res.json({ device_condition: conditionJson(condition), appraisal_version: version })
}

/** DELETE /admin/buyout/conditions/:id (with its choices). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<AdminAppraisalPartDeleted<"buyout_device_condition">>) {
  const service = buyoutService(req.scope)
  const current = await service.retrieveBuyoutDeviceCondition(req.params.id)
  await deviceConditionWorkflows.delete(req.scope).run({ input: req.params.id })
  const { version } = await service.retrieveAppraisal(current.device_model_id)
  res.json({ id: req.params.id, object: "buyout_device_condition", deleted: true, appraisal_version: version })
}
