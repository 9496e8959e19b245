import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutModelDetail, AdminBuyoutModelListResponse } from "@electroshop/contracts/buyout"
import { createBuyoutModelWorkflow } from "../../../../workflows/buyout/catalogue"
import { adminModelDetail, buyoutService, modelJson } from "../helpers"
import type { AdminCreateModel, AdminListModels } from "../validators"

/** GET /admin/buyout/models?device_type_id=&manufacturer_id=&q=&offset=&limit= → { models, count, offset, limit }. */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof AdminListModels>>, res: MedusaResponse<AdminBuyoutModelListResponse>) {
  const query = req.validatedQuery
  const filters: Record<string, any> = {}
  if (query.device_type_id) filters.device_type_id = query.device_type_id
  if (query.manufacturer_id) filters.manufacturer_id = query.manufacturer_id
  if (query.q) filters.$or = [{ label: { $ilike: `%${query.q}%` } }, { value: { $ilike: `%${query.q}%` } }]
  const [models, count] = await buyoutService(req.scope).listAndCountBuyoutDeviceModels(filters, {
    relations: ["device_type", "manufacturer"],
    order: { position: "ASC", label: "ASC" },
    skip: query.offset,
    take: query.limit,
  })
  res.json({
    models: models.map(modelJson),
    count,
    offset: query.offset,
    limit: query.limit,
  })
}

/** POST /admin/buyout/models { value, label, device_type_id, manufacturer_id, minimal_buyout_price?, position?, is_active?, product_id? } → { model }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateModel>>, res: MedusaResponse<{ model: AdminBuyoutModelDetail }>) {
  const { result: model } = await createBuyoutModelWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ model: await adminModelDetail(req.scope, model.id) })
}
