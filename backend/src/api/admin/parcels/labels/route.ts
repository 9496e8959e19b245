import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminParcelLabels } from "@electroshop/contracts/warehouse"
import { parcelLabels } from "../../../../modules/carrier/parcel-queries"

/**
 * `?id=…&format=a6|a4&offset=` → the parcels' labels as one PDF from their carrier (A6 per page, or four
 * on an A4 sheet from position `offset`). Labels carry the shopper's name and address: never cached.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminParcelLabels>, res: MedusaResponse) {
  const { id, format, offset } = req.validatedQuery
  const pdf = await parcelLabels(req.scope, id, format, offset ?? 0)
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `inline; filename="labels-${format}.pdf"`)
  res.setHeader("cache-control", "no-store")
  res.end(pdf)
}
