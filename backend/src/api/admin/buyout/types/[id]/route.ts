import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ShopError } from "../../../../../lib/http/errors"
import type { z } from "@medusajs/framework/zod"
import { buyoutService } from "../../helpers"
import type { AdminUpdateType } from "../../validators"

/** POST /admin/buyout/types/:id { value?, label?, for_buyout?, type_device?, position? } → { type }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateType>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutDeviceType(req.params.id)
  const type = await service.updateBuyoutDeviceTypes({ id: req.params.id, ...req.validatedBody })
  res.json({ type })
}

/** DELETE /admin/buyout/types/:id: only a type without models. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutDeviceType(req.params.id)
  const [, models] = await service.listAndCountBuyoutDeviceModels({ device_type_id: req.params.id }, { take: 1 })
  if (models) throw new ShopError(400, { message: `The type still has ${models} model(s)`, code: "has_models" })
  await service.deleteBuyoutDeviceTypes(req.params.id)
  res.json({ id: req.params.id, object: "buyout_device_type", deleted: true })
}
