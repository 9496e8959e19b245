import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { buyoutService } from "../../helpers"
import type { AdminUpdateCenter } from "../../validators"

/** POST /admin/buyout/centers/:id { …any field of the create body } → { center }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateCenter>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutCenter(req.params.id)
  const body = req.validatedBody
  const center = await service.updateBuyoutCenters({ id: req.params.id, ...body, ...(body.country ? { country: body.country.toLowerCase() } : {}) } as any)
  res.json({ center })
}

/** DELETE /admin/buyout/centers/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutCenter(req.params.id)
  await service.deleteBuyoutCenters(req.params.id)
  res.json({ id: req.params.id, object: "buyout_center", deleted: true })
}
