import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStaffListResponse } from "@electroshop/contracts/staff"
import { staffMembers } from "./members"

/** GET /admin/staff → every admin user with their roles and whether they may sign in. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffListResponse>) {
  res.json({ staff: await staffMembers(req.scope) })
}
