import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterList } from "@electroshop/contracts/meta-master"
import { listMetaMasterDetails } from "../../../../../modules/meta-master/read"
import type { AdminListMetaMasters } from "../../validators"

/**
 * exclude-meta-master: every meta master except the given one (`?q=`, `limit`,
 * `offset`) — the choices when a product is swapped out of its meta master.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListMetaMasters>>, res: MedusaResponse<MetaMasterList>) {
  const { q, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const result = await listMetaMasterDetails(query, { q, exclude_id: req.params.excluded_meta_master_id, limit, offset })
  res.json({ ...result, limit, offset })
}
