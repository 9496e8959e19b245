import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { DeleteResponse } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MetaMasterResponse } from "@electroshop/contracts/meta-master"
import { getMetaMasterDetail } from "../../../../modules/meta-master/read"
import { deleteMetaMasterWorkflow, updateMetaMasterWorkflow } from "../../../../workflows/meta-master"
import type { AdminUpdateMetaMaster } from "../validators"

/** get-meta-master → `{ meta_master: { id, name, description, master_products: [{ id, title, handle, thumbnail, status, quality }] } }`. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<MetaMasterResponse>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.json({ meta_master: await getMetaMasterDetail(query, req.params.id) })
}

/** update-meta-master: `{ name?, description? }`. */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminUpdateMetaMaster>>, res: MedusaResponse<MetaMasterResponse>) {
  const body = req.validatedBody
  await updateMetaMasterWorkflow(req.scope).run({ input: { id: req.params.id, ...body } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  res.json({ meta_master: await getMetaMasterDetail(query, req.params.id) })
}

/** delete-meta-master: the products stay, outside any meta master. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeleteResponse<"meta_master">>) {
  await deleteMetaMasterWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "meta_master", deleted: true })
}
