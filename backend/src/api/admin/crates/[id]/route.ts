import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCrateResponse, AdminUpdateCrate } from "@electroshop/contracts/warehouse"
import { crate } from "../../../../modules/warehouse/crate-queries"
import { deleteCrateWorkflow, updateCrateWorkflow } from "../../../../workflows/warehouse"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminCrateResponse>) {
  res.json({ crate: await crate(req.scope, { id: req.params.id }) })
}

/** `{ name?, code? }`: a new name or label. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateCrate>, res: MedusaResponse<AdminCrateResponse>) {
  await updateCrateWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody } })
  res.json({ crate: await crate(req.scope, { id: req.params.id }) })
}

/** An empty crate is removed; one holding an order is refused (409 `crate_not_empty`). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ id: string; object: "crate"; deleted: true }>) {
  await deleteCrateWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "crate", deleted: true })
}
