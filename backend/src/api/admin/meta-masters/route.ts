import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseOr400 } from "../../../lib/http/validation"
import { getMetaMasterDetail, listMetaMasterDetails } from "../../../modules/meta-master/read"
import { createMetaMasterWorkflow } from "../../../workflows/meta-master"
import { AdminCreateMetaMaster, AdminListMetaMasters } from "./validators"

/** The list: `?q=` (name), `limit`, `offset` → `{ meta_masters, count, limit, offset }`. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { q, limit, offset } = parseOr400(AdminListMetaMasters, req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const result = await listMetaMasterDetails(query, { q, limit, offset })
  res.json({ ...result, limit, offset })
}

/** add-meta-master: `{ name, description?, master_product_ids? }` → 201 `{ meta_master }`. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(AdminCreateMetaMaster, req.body)
  const { result } = await createMetaMasterWorkflow(req.scope).run({ input: body })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.status(201).json({ meta_master: await getMetaMasterDetail(query, result.id) })
}
