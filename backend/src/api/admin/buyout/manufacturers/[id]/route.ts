import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ShopError } from "../../../../../lib/http/errors"
import type { z } from "@medusajs/framework/zod"
import { buyoutService } from "../../helpers"
import type { AdminUpdateManufacturer } from "../../validators"

/** POST /admin/buyout/manufacturers/:id { value?, label?, position? } → { manufacturer }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateManufacturer>>, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutManufacturer(req.params.id)
  const manufacturer = await service.updateBuyoutManufacturers({ id: req.params.id, ...req.validatedBody })
  res.json({ manufacturer })
}

/** DELETE /admin/buyout/manufacturers/:id: only a manufacturer without models. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutManufacturer(req.params.id)
  const [, models] = await service.listAndCountBuyoutDeviceModels({ manufacturer_id: req.params.id }, { take: 1 })
  if (models) throw new ShopError(400, { message: `The manufacturer still has ${models} model(s)`, code: "has_models" })
  await service.deleteBuyoutManufacturers(req.params.id)
  res.json({ id: req.params.id, object: "buyout_manufacturer", deleted: true })
}
