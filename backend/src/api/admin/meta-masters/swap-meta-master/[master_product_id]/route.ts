import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterResponse } from "@electroshop/contracts/meta-master"
import { getMetaMasterDetail } from "../../../../../modules/meta-master/read"
import { setMasterProductsMetaMasterWorkflow } from "../../../../../workflows/meta-master"
import type { AdminSwapMetaMaster } from "../../validators"

/** swap-meta-master: `{ meta_master_id }` becomes the meta master of this product → the target `{ meta_master }`. */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminSwapMetaMaster>>, res: MedusaResponse<MetaMasterResponse>) {
  const { meta_master_id } = req.validatedBody
  await setMasterProductsMetaMasterWorkflow(req.scope).run({
    input: { meta_master_id, master_product_ids: [req.params.master_product_id] },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.json({ meta_master: await getMetaMasterDetail(query, meta_master_id) })
}
