import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { deleteBuyoutModelWorkflow, updateBuyoutModelWorkflow } from "../../../../../workflows/buyout/catalogue"
import { adminModelDetail, buyoutService } from "../../helpers"
import type { AdminUpdateModel } from "../../validators"

/** GET /admin/buyout/models/:id → { model }: colours, appraisal results (A+ … D), conditions with choices, linked product. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ model: AdminBuyoutModelDetail }>) {
  res.json({ model: await adminModelDetail(req.scope, req.params.id) })
}

/**
 * POST /admin/buyout/models/:id { label?, value?, minimal_buyout_price?, position?, is_active?, device_type_id?, manufacturer_id?, product_id? }
 * → { model }. A change of the minimal price bumps `appraisal_version`; `product_id: null` unlinks the product.
 */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateModel>>, res: MedusaResponse<{ model: AdminBuyoutModelDetail }>) {
  await updateBuyoutModelWorkflow(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
  res.json({ model: await adminModelDetail(req.scope, req.params.id) })
}

/** DELETE /admin/buyout/models/:id: with its colours, results and conditions (sales keep their snapshots). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"buyout_device_model">>) {
  await buyoutService(req.scope).retrieveBuyoutDeviceModel(req.params.id)
  await deleteBuyoutModelWorkflow(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "buyout_device_model", deleted: true })
}
