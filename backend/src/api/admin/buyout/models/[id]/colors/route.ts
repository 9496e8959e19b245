import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutColorRow } from "@electroshop/contracts/buyout"
import { buyoutColorWorkflows } from "../../../../../../workflows/buyout/catalogue"
import { buyoutService, colorJson } from "../../../helpers"
import type { AdminCreateColor } from "../../../validators"

/** GET /admin/buyout/models/:id/colors → { colors }. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ colors: AdminBuyoutColorRow[] }>) {
  const colors = await buyoutService(req.scope).listBuyoutColors({ device_model_id: req.params.id }, { order: { position: "ASC" } })
  res.json({ colors: colors.map(colorJson) })
}

/** POST /admin/buyout/models/:id/colors { slug, label, image_alt?, hex?, position?, value? } → { color }; `value` defaults to `<model>-<slug>`. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateColor>>, res: MedusaResponse<{ color: AdminBuyoutColorRow }>) {
  const service = buyoutService(req.scope)
  const model = await service.retrieveBuyoutDeviceModel(req.params.id)
  const body = req.validatedBody
  const { result } = await buyoutColorWorkflows.create(req.scope).run({
    input: {
      device_model_id: model.id,
      value: body.value ?? `${model.value}-${body.slug}`,
      slug: body.slug,
      label: body.label,
      image_alt: body.image_alt ?? `${model.label} ${body.label}`,
      hex: body.hex ?? null,
      position: body.position ?? 0,
    },
  })
  res.status(201).json({ color: colorJson(await service.retrieveBuyoutColor(result.id)) })
}
