import { ProductCategoryWorkflowEvents, defineSearchIndex, graphConsume, graphSeed, search } from "@medusajs/framework/utils"
import { foldForSearch } from "../lib/catalog/search-match"
import { SEARCH_TYPO_SETTINGS } from "./_settings"

/**
 * The categories the header's search box suggests: the shown ones (active,
 * not internal), matched by name like products (lib/catalog/search-match.ts),
 * in the menu's order (`rank`).
 */
const fields = search.define({
  id: search.keyword().filterable(),
  name: search.text().searchable({ weight: 3 }).sortable(),
  folded: search.text().searchable(),
  handle: search.keyword(),
  rank: search.integer().sortable(),
})

type Row = { id: string; name: string; handle: string; rank: number; is_active: boolean; is_internal: boolean }

const GRAPH_FIELDS = ["id", "name", "handle", "rank", "is_active", "is_internal"]

function categoryDocuments(rows: Row[]) {
  return rows
    .filter((c) => c.is_active && !c.is_internal)
    .map((c) => ({ id: c.id, name: c.name, folded: foldForSearch(c.name), handle: c.handle, rank: c.rank }))
}

export default defineSearchIndex({
  name: "product_category",
  entity: "product_category",
  fields,
  settings: SEARCH_TYPO_SETTINGS,
  events: [ProductCategoryWorkflowEvents.CREATED, ProductCategoryWorkflowEvents.UPDATED, ProductCategoryWorkflowEvents.DELETED],
  consume: graphConsume({ fields: GRAPH_FIELDS, transform: (rows) => categoryDocuments(rows as Row[]) }),
  seed: graphSeed({ fields: GRAPH_FIELDS, transform: (rows) => categoryDocuments(rows as Row[]) }),
})
