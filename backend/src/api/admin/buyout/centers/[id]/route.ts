import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutCenter } from "@electroshop/contracts/buyout"
import { buyoutCenterWorkflows } from "../../../../../workflows/buyout/catalogue"
import { buyoutService } from "../../helpers"
import type { AdminUpdateCenter } from "../../validators"

/** POST /admin/buyout/centers/:id { …any field of the create body } → { center }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateCenter>>, res: MedusaResponse<{ center: AdminBuyoutCenter }>) {
  const body = req.validatedBody
  await buyoutCenterWorkflows
    .update(req.scope)
    .run({ input: { id: req.params.id, data: { ...body, ...(body.country ? { country: body.country.toLowerCase() } : {}) } } })
  // The opening hours and Dates as in POST /admin/buyout/centers.
  res.json({ center: (await buyoutService(req.scope).retrieveBuyoutCenter(req.params.id)) as unknown as AdminBuyoutCenter })
}

/** DELETE /admin/buyout/centers/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"buyout_center">>) {
  await buyoutCenterWorkflows.delete(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "buyout_center", deleted: true })
}
