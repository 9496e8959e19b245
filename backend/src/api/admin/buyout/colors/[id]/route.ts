import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutColorRow } from "@electroshop/contracts/buyout"
import { buyoutService, colorJson } from "../../helpers"
import type { AdminUpdateColor } from "../../validators"

/** POST /admin/buyout/colors/:id { slug?, label?, image_alt?, hex?, position?, value? } → { color }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateColor>>, res: MedusaResponse<{ color: AdminBuyoutColorRow }>) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutColor(req.params.id)
  const color = await service.updateBuyoutColors({ id: req.params.id, ...req.validatedBody })
  res.json({ color: colorJson(color) })
}

/** DELETE /admin/buyout/colors/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"buyout_color">>) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutColor(req.params.id)
  await service.deleteBuyoutColors(req.params.id)
  res.json({ id: req.params.id, object: "buyout_color", deleted: true })
}
