// The leading underscore keeps Medusa's search index loader from importing this file as a definition.
import { search } from "@medusajs/framework/utils"

/** The product index's fields (product.ts); the Meilisearch provider's tests send settings for them. */
export const PRODUCT_FIELDS = search.define({
  id: search.keyword().filterable(),
  title: search.text().searchable({ weight: 3 }),
  manufacturer: search.text().searchable({ weight: 2 }),
  // lib/catalog/search-match.ts: the PostgreSQL provider's typo path compares unfolded text.
  folded: search.text().searchable(),
  // The highest `meilisearch_boost` of the product's type categories: ranks after the words.
  boost: search.float().sortable(),
  popularity: search.integer().sortable(),
  sales_channel_ids: search.keyword().array().filterable(),
})

/**
 * The order one-word product searches ask the engine for: the type category's boost, then popularity. The
 * text score is not in it, so that the PostgreSQL provider can walk an index in this order
 * (modules/postgres-search); lib/catalog/product-search.ts puts the best-scoring of the answer first.
 */
export const PRODUCT_SEARCH_ORDER = { boost: "DESC", popularity: "DESC" } as const
