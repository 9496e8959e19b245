import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminCrateResponse, AdminScanCrateSchema } from "@electroshop/contracts/warehouse"
import { scannedCrate } from "../../../../modules/warehouse/crate-queries"

/** `?code=…`: the scanned crate with its order; 404 for an unknown code, 409 `crate_empty` ("crate contains no order"). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminScanCrateSchema>>, res: MedusaResponse<AdminCrateResponse>) {
  res.json({ crate: await scannedCrate(req.scope, req.validatedQuery.code) })
}
