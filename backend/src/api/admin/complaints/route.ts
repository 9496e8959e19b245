import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminComplaintListQuery, AdminComplaintListResponse } from "@electroshop/contracts/complaint"
import { listComplaints } from "../../../lib/complaint/complaint-queries"

/** Complaints by their deadline (open ones unless a status or an order is named), with how many are overdue. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminComplaintListQuery>, res: MedusaResponse<AdminComplaintListResponse>) {
  res.json(await listComplaints(req.scope, req.validatedQuery as AdminComplaintListQuery))
}
