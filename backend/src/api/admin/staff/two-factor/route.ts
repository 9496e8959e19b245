import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaffTwoFactorStatus } from "@electroshop/contracts/staff"
import { ownTwoFactorStatus } from "./status"

/** GET /admin/staff/two-factor → the signed-in user's two-factor sign-in: on or off, required by their roles and by when, recovery codes left. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<StaffTwoFactorStatus>) {
  res.json(await ownTwoFactorStatus(req))
}
