import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTypeCategoryResponse, AdminTypeCategoryTree } from "@electroshop/contracts/catalog"
import { handleFromName } from "../../../modules/type-category/paths"
import { buildTree, listCategoryViews } from "../../../modules/type-category/queries"
import { createTypeCategoryWorkflow } from "../../../workflows/type-category"
import { getCategoryView, pickExtension } from "./helpers"
import type { CreateTypeCategory } from "./validators"

/**
 * GET /admin/type-categories → `{ type_categories: tree }`: every category
 * (Medusa product categories with our fields) nested under `children`,
 * ordered by rank, each with `has_children` and `product_count`.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminTypeCategoryTree>) {
  res.json({ type_categories: buildTree(await listCategoryViews(req.scope)) })
}

/** POST /admin/type-categories → `{ type_category }`; the new category becomes the last child of `parent_id`. */
export async function POST(req: MedusaRequest<CreateTypeCategory>, res: MedusaResponse<AdminTypeCategoryResponse>) {
  const body = req.validatedBody
  const { result } = await createTypeCategoryWorkflow(req.scope).run({
    input: {
      category: {
        name: body.name,
        handle: body.handle ?? handleFromName(body.name),
        description: body.description,
        is_active: body.is_active,
        parent_id: body.parent_id,
      },
      fields: pickExtension(body),
    },
  })
  res.json({ type_category: await getCategoryView(req, result.id) })
}
