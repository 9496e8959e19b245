import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStaffListResponse } from "@electroshop/contracts/staff"
import { pendingInvites, staffMembers } from "./members"

/** GET /admin/staff → every admin user with their roles, whether they may sign in and when they last did; the pending invitations. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffListResponse>) {
  const [staff, invites] = await Promise.all([staffMembers(req.scope), pendingInvites(req.scope)])
  res.json({ staff, invites })
}
