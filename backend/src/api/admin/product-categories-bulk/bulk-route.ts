import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseFields, withCategoryErrors } from "../../../modules/type-category/errors"
import { bulkProductCategoriesWorkflow } from "../../../workflows/type-category"
import { BulkProductCategories } from "./validators"

/** Shared by add/ and remove/: validate, then one workflow run (one transaction). */
export const bulkHandler = (action: "add" | "remove") => async (req: MedusaRequest, res: MedusaResponse) => {
  await withCategoryErrors(res, async () => {
    const body = parseFields(BulkProductCategories, req.body)
    const { result } = await bulkProductCategoriesWorkflow(req.scope).run({ input: { ...body, action } })
    res.json(result)
  })
}
