import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterResponse } from "@electroshop/contracts/meta-master"
import { ShopError } from "../../../../../lib/http/errors"
import { getMetaMasterDetail } from "../../../../../modules/meta-master/read"
import { setMasterProductsMetaMasterWorkflow } from "../../../../../workflows/meta-master"
import type { AdminMasterProducts } from "../../validators"

/** Takes `{ master_product_ids }` (members of this meta master) out of it; the products stay. */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminMasterProducts>>, res: MedusaResponse<MetaMasterResponse>) {
  const { master_product_ids } = req.validatedBody
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const current = await getMetaMasterDetail(query, req.params.id)
  const members = new Set(current.master_products.map((p) => p.id))
  const strangers = master_product_ids.filter((id) => !members.has(id))
  if (strangers.length) {
    throw ShopError.validation({ master_product_ids: [`not in this meta master: ${strangers.join(", ")}`] })
  }
  await setMasterProductsMetaMasterWorkflow(req.scope).run({ input: { meta_master_id: null, master_product_ids } })
  res.json({ meta_master: await getMetaMasterDetail(query, req.params.id) })
}
