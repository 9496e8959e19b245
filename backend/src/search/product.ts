import { ProductCategoryWorkflowEvents, ProductWorkflowEvents, defineSearchIndex, graphConsume, graphSeed } from "@medusajs/framework/utils"
import type { SearchTypes } from "@medusajs/framework/types"
import { foldForSearch, parseBoost } from "../lib/catalog/search-match"
import { PRODUCT_FIELDS } from "./_product-fields"
import { SEARCH_TYPO_SETTINGS } from "./_settings"

/**
 * The product index of Medusa's Search module: what a shopper's words are
 * matched against and ranked by. Prices, stock and facets are not here: the
 * listing read model (lib/catalog/listing-refresh.ts) has them per region and
 * sales channel, and follows the variant, price and stock events; this index
 * follows the product's own events and its categories' (the boost). Only
 * published products are documents: one unpublished or deleted leaves the
 * index (graphConsume turns a product the transform rejects into a delete).
 */
type Row = {
  id: string
  title: string
  status: string
  metadata: Record<string, any> | null
  sales_channels?: { id: string }[] | null
  categories?: { type_category?: { meilisearch_boost?: string | null } | null }[] | null
}

const GRAPH_FIELDS = ["id", "title", "status", "metadata", "sales_channels.id", "categories.type_category.meilisearch_boost"]

function productDocuments(rows: Row[]) {
  return rows
    .filter((p) => p.status === "published")
    .map((p) => {
      const manufacturer: string | null = p.metadata?.manufacturer ?? null
      const popularity = Number.parseInt(p.metadata?.popularity, 10)
      const boosts = (p.categories ?? []).map((c) => parseBoost(c.type_category?.meilisearch_boost))
      return {
        id: p.id,
        title: p.title,
        manufacturer,
        folded: foldForSearch(`${p.title} ${manufacturer ?? ""}`),
        boost: boosts.length ? Math.max(...boosts) : 1,
        popularity: Number.isFinite(popularity) ? popularity : 0,
        sales_channel_ids: (p.sales_channels ?? []).map((c) => c.id),
      }
    })
}

/** The products of a category: its type category's boost ranks them (a product's own categories, as productDocuments reads). */
async function productsOfCategory(event: { data?: { id?: string } }, { container }: SearchTypes.SearchIngestionContext) {
  const id = event.data?.id
  if (!id) return []
  const { data } = await container.query.graph({ entity: "product_category", fields: ["products.id"], filters: { id } })
  return (data as { products?: { id: string }[] | null }[]).flatMap((c) => (c.products ?? []).map((p) => p.id))
}

export default defineSearchIndex({
  name: "product",
  entity: "product",
  fields: PRODUCT_FIELDS,
  settings: SEARCH_TYPO_SETTINGS,
  events: [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED, ProductWorkflowEvents.DELETED, ProductCategoryWorkflowEvents.UPDATED],
  consume: graphConsume({
    fields: GRAPH_FIELDS,
    transform: (rows) => productDocuments(rows as Row[]),
    resolve_ids: (event, context) => (event.name === ProductCategoryWorkflowEvents.UPDATED ? productsOfCategory(event, context) : event.data?.id),
    is_delete: (event) => event.name === ProductWorkflowEvents.DELETED,
  }),
  seed: graphSeed({ fields: GRAPH_FIELDS, transform: (rows) => productDocuments(rows as Row[]) }),
})
