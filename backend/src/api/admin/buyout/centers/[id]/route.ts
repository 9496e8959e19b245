import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutCenter } from "@electroshop/contracts/buyout"
import { buyoutService } from "../../helpers"
import type { AdminUpdateCenter } from "../../validators"

/** POST /admin/buyout/centers/:id { …any field of the create body } → { center }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateCenter>>, res: MedusaResponse<{ center: AdminBuyoutCenter }>) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutCenter(req.params.id)
  const body = req.validatedBody
  // The opening hours and Dates as in POST /admin/buyout/centers.
  const center = await service.updateBuyoutCenters({ id: req.params.id, ...body, ...(body.country ? { country: body.country.toLowerCase() } : {}) } as any)
  res.json({ center: center as unknown as AdminBuyoutCenter })
}

/** DELETE /admin/buyout/centers/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"buyout_center">>) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutCenter(req.params.id)
  await service.deleteBuyoutCenters(req.params.id)
  res.json({ id: req.params.id, object: "buyout_center", deleted: true })
}
