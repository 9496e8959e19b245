import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterResponse } from "@electroshop/contracts/meta-master"
import { getMetaMasterDetail } from "../../../../../modules/meta-master/read"
import { setMasterProductsMetaMasterWorkflow } from "../../../../../workflows/meta-master"
import type { AdminMasterProducts } from "../../validators"

/** add-master-product: `{ master_product_ids }` join this meta master (leaving the one they were in). */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminMasterProducts>>, res: MedusaResponse<MetaMasterResponse>) {
  const { master_product_ids } = req.validatedBody
  await setMasterProductsMetaMasterWorkflow(req.scope).run({ input: { meta_master_id: req.params.id, master_product_ids } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.json({ meta_master: await getMetaMasterDetail(query, req.params.id) })
}
