import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminBulkCategoriesResult } from "@electroshop/contracts/catalog"
import { bulkProductCategoriesWorkflow } from "../../../workflows/type-category"
import type { BulkProductCategories } from "./validators"

/** Shared by add/ and remove/: one workflow run (one transaction). */
export const bulkHandler =
  (action: "add" | "remove") => async (req: MedusaRequest<z.infer<typeof BulkProductCategories>>, res: MedusaResponse<AdminBulkCategoriesResult>) => {
    const body = req.validatedBody
    const { result } = await bulkProductCategoriesWorkflow(req.scope).run({ input: { ...body, action } })
    res.json(result)
  }
