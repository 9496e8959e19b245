import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseOr400 } from "../../../../../lib/http/validation"
import { listMetaMasterDetails } from "../../../../../modules/meta-master/read"
import { AdminListMetaMasters } from "../../validators"

/**
 * exclude-meta-master: every meta master except the given one (`?q=`, `limit`,
 * `offset`) — the choices when a product is swapped out of its meta master.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { q, limit, offset } = parseOr400(AdminListMetaMasters, req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const result = await listMetaMasterDetails(query, { q, exclude_id: req.params.excluded_meta_master_id, limit, offset })
  res.json({ ...result, limit, offset })
}
