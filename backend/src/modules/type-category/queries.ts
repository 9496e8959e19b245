import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEFAULT_BOOST } from "./boost"
import { storefrontPath } from "./paths"

/** The extension fields with the model's defaults, for categories that have no row yet. */
export const EXTENSION_DEFAULTS = {
  seo_name: null as string | null,
  for_display: true,
  for_buyout: false,
  for_service: false,
  filterable: false,
  manufacturers: [] as string[],
  photo: null as string | null,
  type_device: null as string | null,
  url_path: null as string | null,
  meilisearch_boost: DEFAULT_BOOST,
}
export type ExtensionFields = typeof EXTENSION_DEFAULTS
export const EXTENSION_KEYS = Object.keys(EXTENSION_DEFAULTS) as (keyof ExtensionFields)[]

/** A category as the category API answers it: Medusa's fields + ours + tree facts. */
export type CategoryView = ExtensionFields & {
  id: string
  type_category_id: string | null
  name: string
  handle: string
  description: string | null
  is_active: boolean
  is_internal: boolean
  parent_id: string | null
  rank: number
  /** The children flag. */
  has_children: boolean
  /** Products assigned directly to this category. */
  product_count: number
  /** Storefront path segment: url_path, else seo_name, else handle. */
  path: string
}
export type CategoryTreeNode = CategoryView & { children: CategoryTreeNode[] }

/**
 * Every live category with its extension fields, ordered parent by parent, then by rank. The product
 * counts (the admin's) join every category assignment with its product: the storefront's menu, asked
 * on every page miss, goes without (`productCounts: false`, each count 0), as that join grows with
 * the catalogue (a scan of all assignments at 100,000 products).
 */
export async function listCategoryViews(container: MedusaContainer, { productCounts = true } = {}): Promise<CategoryView[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [{ data }, counts] = await Promise.all([
    query.graph({
      entity: "product_category",
      fields: ["id", "name", "handle", "description", "is_active", "is_internal", "parent_category_id", "rank", "type_category.*"],
    }),
    productCounts
      ? (db
          .select("pcp.product_category_id as id")
          .count("* as count")
          .from("product_category_product as pcp")
          .join("product as p", "p.id", "pcp.product_id")
          .whereNull("p.deleted_at")
          .groupBy("pcp.product_category_id") as Promise<{ id: string; count: string }[]>)
      : ([] as { id: string; count: string }[]),
  ])
  const countOf = new Map(counts.map((c) => [c.id, Number(c.count)]))
  const parents = new Set(data.map((c: any) => c.parent_category_id).filter(Boolean))
  return data
    .map((c: any): CategoryView => {
      const ext = c.type_category ?? {}
      const fields = Object.fromEntries(EXTENSION_KEYS.map((k) => [k, ext[k] ?? EXTENSION_DEFAULTS[k]])) as ExtensionFields
      return {
        id: c.id,
        type_category_id: ext.id ?? null,
        name: c.name,
        handle: c.handle,
        description: c.description || null,
        is_active: c.is_active,
        is_internal: Boolean(c.is_internal),
        parent_id: c.parent_category_id ?? null,
        rank: c.rank ?? 0,
        has_children: parents.has(c.id),
        product_count: countOf.get(c.id) ?? 0,
        ...fields,
        path: storefrontPath({ handle: c.handle, seo_name: fields.seo_name, url_path: fields.url_path }),
      }
    })
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
}

/** Nests categories under their parents (roots first), keeping rank order. */
export function buildTree(views: CategoryView[]): CategoryTreeNode[] {
  const nodes = new Map(views.map((v) => [v.id, { ...v, children: [] as CategoryTreeNode[] }]))
  const roots: CategoryTreeNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
