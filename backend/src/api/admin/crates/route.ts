import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminCreateCrate, AdminCrateResponse, AdminCratesResponse, AdminListCratesSchema } from "@electroshop/contracts/warehouse"
import { crate, cratesPage } from "../../../modules/warehouse/crate-queries"
import { createCrateWorkflow } from "../../../workflows/warehouse"

/** `?stock_location_id&state&q&limit&offset` → the crates overview, by identifier, with counts of empty and filled ones. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListCratesSchema>>, res: MedusaResponse<AdminCratesResponse>) {
  const { limit, offset, ...filters } = req.validatedQuery
  res.json({ ...(await cratesPage(req.scope, filters, { limit, offset })), limit, offset })
}

/** `{ name, code, stock_location_id }`: a new crate (201); a code in use is the `code` field's error. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateCrate>, res: MedusaResponse<AdminCrateResponse>) {
  const { result } = await createCrateWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ crate: await crate(req.scope, { id: result.id }) })
}
