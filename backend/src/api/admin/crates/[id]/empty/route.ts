import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCrateResponse } from "@electroshop/contracts/warehouse"
import { crate } from "../../../../../modules/warehouse/crate-queries"
import { emptyCrateWorkflow } from "../../../../../workflows/warehouse"

/** The crate is emptied: its order taken out (packed, or by hand). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminCrateResponse>) {
  await emptyCrateWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ crate: await crate(req.scope, { id: req.params.id }) })
}
