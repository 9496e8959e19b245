import { searchTerms } from "@electroshop/contracts/catalog"

/**
 * The shop's product index in Meilisearch (with MEILISEARCH_HOST, for larger
 * shops). Meilisearch folds case and diacritics itself ("ctecka" finds
 * "Čtečka"); the settings allow one typo in words of 5+ letters, like the
 * PostgreSQL search, and rank by the type category's boost after the words
 * and typos. The index only says which products match and in what order;
 * the listing (filters, facets, prices, paging) stays in PostgreSQL.
 */
export const PRODUCT_INDEX = "products"

/** The part of the `meilisearch` client this shop uses; the unit tests pass a fake. */
export interface MeiliIndexLike {
  updateSettings(settings: Record<string, unknown>): Promise<unknown>
  addDocuments(documents: ProductDocument[], options: { primaryKey: string }): Promise<unknown>
  deleteDocuments(ids: string[]): Promise<unknown>
  search(q: string, params: Record<string, unknown>): Promise<{ hits: Array<{ id: string }> }>
}
export interface MeiliClientLike {
  index(uid: string): MeiliIndexLike
}

/** One product as the index holds it (documents.ts builds them from the database). */
export type ProductDocument = {
  id: string
  title: string
  manufacturer: string | null
  /** The highest `meilisearch_boost` of the product's categories, 1 without one. */
  boost: number
  popularity: number
  /** Published products only are indexed; the filter keeps a shop's own channels. */
  sales_channel_ids: string[]
}

export const PRODUCT_INDEX_SETTINGS = {
  searchableAttributes: ["title", "manufacturer"],
  filterableAttributes: ["sales_channel_ids"],
  sortableAttributes: [],
  // Meilisearch's default order with the boost and popularity as tie-breakers after the text rules.
  rankingRules: ["words", "typo", "proximity", "boost:desc", "attribute", "exactness", "popularity:desc"],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 100 } },
  pagination: { maxTotalHits: 5000 },
}

/** Ids of matching products, best first: at most this many feed one listing. */
export const MAX_MATCHES = 5000

export class MeiliProductIndex {
  private readonly index: MeiliIndexLike

  constructor(client: MeiliClientLike) {
    this.index = client.index(PRODUCT_INDEX)
  }

  configure() {
    return this.index.updateSettings(PRODUCT_INDEX_SETTINGS)
  }

  upsert(documents: ProductDocument[]) {
    return documents.length ? this.index.addDocuments(documents, { primaryKey: "id" }) : Promise.resolve()
  }

  remove(ids: string[]) {
    return ids.length ? this.index.deleteDocuments(ids) : Promise.resolve()
  }

  /**
   * The ids of the products matching every word of `q` in one of the sales
   * channels, best first. `matchingStrategy: "all"` because the PostgreSQL
   * search also needs every word; the query goes as the shopper typed it
   * (only spaces tidied): Meilisearch folds it itself.
   */
  async matchingIds(q: string, salesChannelIds: string[]): Promise<string[]> {
    if (!searchTerms(q).length || !salesChannelIds.length) return []
    const { hits } = await this.index.search(q.trim().replace(/\s+/g, " "), {
      limit: MAX_MATCHES,
      attributesToRetrieve: ["id"],
      matchingStrategy: "all",
      filter: [salesChannelIds.map((id) => `sales_channel_ids = ${JSON.stringify(id)}`)],
    })
    return hits.map((hit) => hit.id)
  }
}
