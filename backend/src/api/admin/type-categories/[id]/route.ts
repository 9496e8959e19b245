import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTypeCategoryDeleteResponse, AdminTypeCategoryResponse } from "@electroshop/contracts/catalog"
import { parseOr400 } from "../../../../lib/http/validation"
import { deleteTypeCategoryWorkflow, updateTypeCategoryWorkflow } from "../../../../workflows/type-category"
import { getCategoryView, pickExtension } from "../helpers"
import { UpdateTypeCategory } from "../validators"

/** GET /admin/type-categories/:id → `{ type_category }` */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminTypeCategoryResponse>) {
  res.json({ type_category: await getCategoryView(req, req.params.id) })
}

/**
 * POST (or PATCH) /admin/type-categories/:id: any subset of the fields; a
 * changed `parent_id` moves the category to the end of the new parent.
 * Validated here, not in `middlewares.ts`: what counts as input depends on
 * the stored handle.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<AdminTypeCategoryResponse>) {
  const current = await getCategoryView(req, req.params.id)
  // The edit form sends the handle back unchanged; one created before handles were folded
  // (`herní-konzole`) is no valid segment but must not block saving the other fields.
  const body = parseOr400(UpdateTypeCategory, withoutUnchangedHandle(req.body, current.handle))
  const parentChanged = body.parent_id !== undefined && body.parent_id !== current.parent_id
  await updateTypeCategoryWorkflow(req.scope).run({
    input: {
      id: current.id,
      category: { name: body.name, handle: body.handle, description: body.description, is_active: body.is_active },
      parent_id: body.parent_id,
      parent_changed: parentChanged,
      fields: pickExtension(body),
    },
  })
  res.json({ type_category: await getCategoryView(req, current.id) })
}
export const PATCH = POST

function withoutUnchangedHandle(body: unknown, handle: string): unknown {
  if (!body || typeof body !== "object" || typeof (body as { handle?: unknown }).handle !== "string") return body
  return (body as { handle: string }).handle.trim() === handle ? { ...body, handle: undefined } : body
}

/**
 * DELETE /admin/type-categories/:id → `{ id, object, deleted, moved_children, unassigned_products }`:
 * subcategories move up into its place, products only lose this category.
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<AdminTypeCategoryDeleteResponse>) {
  const { result } = await deleteTypeCategoryWorkflow(req.scope).run({ input: req.params.id })
  res.json({ ...result, object: "type_category", deleted: true })
}
