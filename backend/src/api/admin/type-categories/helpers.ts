import type { MedusaRequest } from "@medusajs/framework/http"
import { fieldError } from "../../../modules/type-category/errors"
import { EXTENSION_KEYS, listCategoryViews, type CategoryView, type ExtensionFields } from "../../../modules/type-category/queries"

/** Our extension fields present in a parsed body (undefined = unchanged). */
export function pickExtension(body: Record<string, unknown>): Partial<ExtensionFields> {
  return Object.fromEntries(EXTENSION_KEYS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as Partial<ExtensionFields>
}

export async function getCategoryView(req: MedusaRequest, id: string): Promise<CategoryView> {
  const view = (await listCategoryViews(req.scope)).find((c) => c.id === id)
  if (!view) throw fieldError("id", "not_found", `category ${id} does not exist`)
  return view
}
