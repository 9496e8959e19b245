import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTypeCategoryResponse } from "@electroshop/contracts/catalog"
import { moveTypeCategoryWorkflow } from "../../../../../workflows/type-category"
import { getCategoryView } from "../../helpers"
import type { MoveTypeCategory } from "../../validators"

/**
 * POST (or PATCH) /admin/type-categories/:id/move `{ target, position }`:
 * `left`/`right` of the sibling `target`, or `first-child`/`last-child` of the
 * parent `target` (null = top level). Moving under its own descendant → 400
 * with the error on `name`.
 */
export async function POST(req: MedusaRequest<MoveTypeCategory>, res: MedusaResponse<AdminTypeCategoryResponse>) {
  const body = req.validatedBody
  await moveTypeCategoryWorkflow(req.scope).run({ input: { id: req.params.id, target: body.target, position: body.position } })
  res.json({ type_category: await getCategoryView(req, req.params.id) })
}
export const PATCH = POST
