import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreMetaMasterResponse } from "@electroshop/contracts/meta-master"
import { getMetaMasterOfProduct } from "../../../../../modules/meta-master/read"

/**
 * The meta master of a published product, for the product page: `{ meta_master:
 * { id, name, master_products: [{ id, title, handle, thumbnail, quality }] } | null }`
 * (the product itself included; prices come from the store product API).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreMetaMasterResponse>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const metaMaster = await getMetaMasterOfProduct(query, req.params.handle)
  res.json({
    meta_master: metaMaster && {
      ...metaMaster,
      master_products: metaMaster.master_products.map(({ status: _status, ...p }) => p),
    },
  })
}
