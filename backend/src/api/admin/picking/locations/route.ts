import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type {
  AdminCreateProductLocation,
  AdminListProductLocationsSchema,
  AdminProductLocationResponse,
  AdminProductLocationsResponse,
} from "@electroshop/contracts/warehouse"
import { productLocation, productLocations } from "../../../../modules/warehouse/queries"
import { assignProductLocationWorkflow } from "../../../../workflows/warehouse"

/** `?stock_location_id&q&limit&offset` → bins, by bin, each with its item's SKU and title. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListProductLocationsSchema>>,
  res: MedusaResponse<AdminProductLocationsResponse>,
) {
  const { stock_location_id, q, limit, offset } = req.validatedQuery
  res.json({ ...(await productLocations(req.scope, { stock_location_id, q }, { limit, offset })), limit, offset })
}

/** `{ stock_location_id, sku, bin }`: the item with this SKU gets this bin at the location. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateProductLocation>, res: MedusaResponse<AdminProductLocationResponse>) {
  const { result } = await assignProductLocationWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ product_location: await productLocation(req.scope, result.id) })
}
