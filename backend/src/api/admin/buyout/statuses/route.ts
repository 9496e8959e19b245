import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminBuyoutStatusesResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_STATUSES } from "../../../../modules/buyout/models/requests"
import { allowedTransitions } from "../../../../modules/buyout/lifecycle"
import { statusLabel } from "../../../../lib/buyout/status-labels"

/** GET /admin/buyout/statuses → { statuses: [{ value, label, transitions }] }: the lifecycle for the admin screens. */
export async function GET(_req: MedusaRequest, res: MedusaResponse<AdminBuyoutStatusesResponse>) {
  res.json({
    statuses: BUYOUT_STATUSES.map((value) => ({ value, label: statusLabel(value), transitions: allowedTransitions(value) })),
  })
}
