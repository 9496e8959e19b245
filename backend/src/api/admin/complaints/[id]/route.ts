import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminComplaintResponse, AdminUpdateComplaintBody } from "@electroshop/contracts/complaint"
import { adminComplaint } from "../../../../lib/complaint/complaint-queries"
import { changeComplaintWorkflow } from "../../../../workflows/complaint"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminComplaintResponse>) {
  res.json({ complaint: await adminComplaint(req.scope, req.params.id!) })
}

/** The complaint's next status (409 when it cannot follow the current one), told to the shopper by e-mail. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateComplaintBody>, res: MedusaResponse<AdminComplaintResponse>) {
  await changeComplaintWorkflow(req.scope).run({ input: { id: req.params.id!, body: req.validatedBody, actor_id: req.auth_context?.actor_id ?? null } })
  res.json({ complaint: await adminComplaint(req.scope, req.params.id!) })
}
