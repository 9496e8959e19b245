import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { parseOr400 } from "../../../../lib/buyout/http"
import { queryInt } from "../../../../lib/http/validation"
import { withBuyoutErrors } from "../../../../lib/buyout/errors"
import { adminModelDetail, buyoutService, setLinkedProduct } from "../helpers"
import type { AdminCreateModel } from "../validators"

const Query = z.object({
  device_type_id: z.string().optional(),
  manufacturer_id: z.string().optional(),
  q: z.string().max(200).optional(),
  offset: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(200).default(50),
})

/** GET /admin/buyout/models?device_type_id=&manufacturer_id=&q=&offset=&limit= → { models, count, offset, limit }. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const query = parseOr400(Query, req.query)
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
      models: models.map((m: any) => ({
        id: m.id,
        value: m.value,
        label: m.label,
        position: m.position,
        is_active: m.is_active,
        minimal_buyout_price: m.minimal_buyout_price,
        max_bonus_percent: m.max_bonus_percent ?? null,
        appraisal_version: m.appraisal_version,
        device_type: { id: m.device_type.id, value: m.device_type.value, label: m.device_type.label },
        manufacturer: { id: m.manufacturer.id, value: m.manufacturer.value, label: m.manufacturer.label },
      })),
      count,
      offset: query.offset,
      limit: query.limit,
    })
  })
}

/** POST /admin/buyout/models { value, label, device_type_id, manufacturer_id, minimal_buyout_price?, position?, is_active?, product_id? } → { model }. */
export async function POST(req: MedusaRequest<z.infer<typeof AdminCreateModel>>, res: MedusaResponse) {
  const { product_id, ...data } = req.validatedBody
  const service = buyoutService(req.scope)
  await service.retrieveBuyoutDeviceType(data.device_type_id)
  await service.retrieveBuyoutManufacturer(data.manufacturer_id)
  const model = await service.createDeviceModel(data)
  if (product_id) await setLinkedProduct(req.scope, model.id, product_id)
  res.status(201).json({ model: await adminModelDetail(req.scope, model.id) })
}
