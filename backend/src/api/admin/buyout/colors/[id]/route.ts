import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutColorRow } from "@electroshop/contracts/buyout"
import { buyoutColorWorkflows } from "../../../../../workflows/buyout/catalogue"
import { buyoutService, colorJson } from "../../helpers"
import type { AdminUpdateColor } from "../../validators"

/** POST /admin/buyout/colors/:id { slug?, label?, image_alt?, hex?, position?, value? } → { color }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateColor>>, res: MedusaResponse<{ color: AdminBuyoutColorRow }>) {
  await buyoutColorWorkflows.update(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
  res.json({ color: colorJson(await buyoutService(req.scope).retrieveBuyoutColor(req.params.id)) })
}

/** DELETE /admin/buyout/colors/:id. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"buyout_color">>) {
  await buyoutColorWorkflows.delete(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "buyout_color", deleted: true })
}
