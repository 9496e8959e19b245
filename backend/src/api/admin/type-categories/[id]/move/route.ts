import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseFields, withCategoryErrors } from "../../../../../modules/type-category/errors"
import { moveTypeCategoryWorkflow } from "../../../../../workflows/type-category"
import { getCategoryView } from "../../helpers"
import { MoveTypeCategory } from "../../validators"

/**
 * POST (or PATCH) /admin/type-categories/:id/move `{ target, position }`:
 * `left`/`right` of the sibling `target`, or `first-child`/`last-child` of the
 * parent `target` (null = top level). Moving under its own descendant → 400
 * with the error on `name`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await withCategoryErrors(res, async () => {
    const body = parseFields(MoveTypeCategory, req.body)
    await moveTypeCategoryWorkflow(req.scope).run({ input: { id: req.params.id, target: body.target, position: body.position } })
    res.json({ type_category: await getCategoryView(req, req.params.id) })
  })
}
export const PATCH = POST
