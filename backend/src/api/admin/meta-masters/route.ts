import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterList, MetaMasterResponse } from "@electroshop/contracts/meta-master"
import { getMetaMasterDetail, listMetaMasterDetails } from "../../../modules/meta-master/read"
import { createMetaMasterWorkflow } from "../../../workflows/meta-master"
import type { AdminCreateMetaMaster, AdminListMetaMasters } from "./validators"

/** The list: `?q=` (name), `limit`, `offset` → `{ meta_masters, count, limit, offset }`. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListMetaMasters>>, res: MedusaResponse<MetaMasterList>) {
  const { q, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const result = await listMetaMasterDetails(query, { q, limit, offset })
  res.json({ ...result, limit, offset })
}

/** add-meta-master: `{ name, description?, master_product_ids? }` → 201 `{ meta_master }`. */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminCreateMetaMaster>>, res: MedusaResponse<MetaMasterResponse>) {
  const body = req.validatedBody
  const { result } = await createMetaMasterWorkflow(req.scope).run({ input: body })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.status(201).json({ meta_master: await getMetaMasterDetail(query, result.id) })
}
