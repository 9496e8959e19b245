import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminCategoryGrid } from "@electroshop/contracts/catalog"
import { queryGrid, type GridParams } from "../grid-query"

/**
 * GET /admin/product-categories-bulk/products?q=&category_id=&manufacturer=&device_type=&quality=&in_stock=&offset=&limit=
 * → `{ products: [{ id, title, handle, thumbnail, status, manufacturer, device_type, quality, in_stock, categories }], count, offset, limit }`.
 * Filters may repeat; `category_id=none` finds products without a category.
 */
export async function GET(req: MedusaRequest<unknown, GridParams>, res: MedusaResponse<AdminCategoryGrid>) {
  const params = req.validatedQuery
  res.json(await queryGrid(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params))
}
