import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminHandoverResponse, AdminHandoverScan } from "@electroshop/contracts/warehouse"
import { handoverOf } from "../../../../modules/carrier/handover-queries"
import { scanIntoHandoverWorkflow } from "../../../../workflows/carrier"

/** `{ code }`: a parcel's label scanned; it joins its carrier's open batch at its location, which is answered. Refusals are at `code`. */
export async function POST(req: AuthenticatedMedusaRequest<AdminHandoverScan>, res: MedusaResponse<AdminHandoverResponse>) {
  const { result: id } = await scanIntoHandoverWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ handover: await handoverOf(req.scope, id) })
}
