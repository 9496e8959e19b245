import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTypeCategoryManufacturers } from "@electroshop/contracts/catalog"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** GET /admin/type-categories/manufacturers → `{ manufacturers: [{ value, count }] }` from product metadata. */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminTypeCategoryManufacturers>) {
  const db = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = await db.raw(
    `select metadata->>'manufacturer' as value, count(*)::int as count from product
      where deleted_at is null and metadata->>'manufacturer' is not null
      group by 1 order by 1`,
  )
  res.json({ manufacturers: rows.rows })
}
