import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { StoreTypeCategory, StoreTypeCategoryList } from "@electroshop/contracts/catalog"
import { buildTree, listCategoryViews, type CategoryTreeNode } from "../../../modules/type-category/queries"
import type { StoreTypeCategoriesQuery } from "./validators"

const PUBLIC_FIELDS: readonly Exclude<keyof StoreTypeCategory, "children">[] = [
  "id",
  "name",
  "handle",
  "path",
  "description",
  "seo_name",
  "url_path",
  "photo",
  "type_device",
  "manufacturers",
  "filterable",
  "rank",
]

function toPublic(node: CategoryTreeNode): StoreTypeCategory {
  const out = Object.fromEntries(PUBLIC_FIELDS.map((k) => [k, node[k]])) as unknown as StoreTypeCategory
  out.children = node.children.filter(visible).map(toPublic)
  return out
}
const visible = (node: CategoryTreeNode) => node.for_display && node.is_active && !node.is_internal

/**
 * GET /store/type-categories → `{ type_categories: tree }`: the storefront
 * menu, ordered by rank. Categories with `for_display` false (or inactive)
 * are left out together with their subcategories; `path` is the storefront
 * path segment (url_path, else seo_name, else handle).
 * `?selector=buyout|service` → the flat list with `for_buyout` / `for_service`.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreTypeCategoriesQuery>>, res: MedusaResponse<StoreTypeCategoryList>) {
  const { selector } = req.validatedQuery
  const views = (await listCategoryViews(req.scope, { productCounts: false })).filter((c) => c.is_active && !c.is_internal)
  if (selector) {
    const flag = selector === "buyout" ? "for_buyout" : "for_service"
    res.json({ type_categories: views.filter((c) => c[flag]).map((c) => toPublic({ ...c, children: [] })) })
    return
  }
  res.json({ type_categories: buildTree(views).filter(visible).map(toPublic) })
}
