import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { QUALITIES } from "@electroshop/domain"
import type { AdminCategoryGridFilters } from "@electroshop/contracts/catalog"

/**
 * GET /admin/product-categories-bulk/filters → `{ manufacturers, device_types, qualities }`:
 * the values the grid's filters offer, read from product metadata.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminCategoryGridFilters>) {
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const distinct = async (key: string) =>
    (await db.raw(`select distinct metadata->>? as v from product where deleted_at is null and metadata->>? is not null order by 1`, [key, key])).rows.map(
      (r: { v: string }) => r.v,
    )
  const [manufacturers, deviceTypes, qualities] = await Promise.all([distinct("manufacturer"), distinct("device_type"), distinct("quality")])
  const order = ["new", ...QUALITIES]
  res.json({
    manufacturers,
    device_types: deviceTypes,
    qualities: (qualities as string[]).sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99)),
  })
}
