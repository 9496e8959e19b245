import type { SearchTypes } from "@medusajs/framework/types"
import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import type { PostgresSearchProviderOptions } from "@medusajs/search-postgres/dist/utils"

/** Per index name, the field order its searches ask for (`pagination.order`, without `_score`). */
export type SearchOrders = Record<string, Record<string, "ASC" | "DESC">>

export type OrderedPostgresSearchOptions = PostgresSearchProviderOptions & { orders?: SearchOrders }

/**
 * The most common words PostgreSQL keeps per index table (its statistics
 * target for `search_vector`). It estimates a prefix's matches ("128:*")
 * only from at least 100 of them, and plans for 2 % of the table otherwise;
 * at its default target it kept 98 words for 100,054 generated products, and
 * a prefix in a quarter of the products was read and sorted whole (70–200 ms
 * instead of about 15). It costs the planner about 3 ms a search and ANALYZE
 * 2 s there.
 */
export const SEARCH_VECTOR_STATISTICS = 10000

/**
 * Medusa's PostgreSQL search provider, plus, on each index table it makes:
 * - a B-tree index for the field order the shop's searches ask for
 *   (`orders`). Without one, a search ordered by fields reads every match
 *   and sorts it: a word in a quarter of 100,000 products cost 120–200 ms.
 *   With it, PostgreSQL walks the products in that order and stops once it
 *   has as many matches as asked for (about 20 ms), and still reads and
 *   sorts the matches when they are few; its planner chooses by the words'
 *   frequency. An order with `_score` cannot use it: the score depends on
 *   the query.
 * - statistics on enough words to know that frequency (SEARCH_VECTOR_STATISTICS).
 *
 * The index's expressions are the ones the provider orders by
 * (`resolveOrderBy`: a number field `(indexed#>>'{path}')::float8`, nulls
 * last), or PostgreSQL would not match them. Both are made with the index
 * table, which the Search module (re)builds when a definition changes; a
 * table made before this provider gets them at its next rebuild.
 */
export class OrderedPostgresSearchService extends PostgresSearchService {
  protected readonly orders_: SearchOrders

  constructor(deps: ConstructorParameters<typeof PostgresSearchService>[0], options: OrderedPostgresSearchOptions = {}) {
    super(deps, options)
    this.orders_ = options.orders ?? {}
  }

  async upsertIndex(input: { index: SearchTypes.ResolvedSearchIndexDefinition }): Promise<SearchTypes.SearchTask> {
    const task = await super.upsertIndex(input)
    const catalog = await this.getCatalog(input.index.physical_name)
    if (!catalog) return task
    const table = catalog.table_name
    await this.manager_.execute(`ALTER TABLE "${table}" ALTER COLUMN "search_vector" SET STATISTICS ${SEARCH_VECTOR_STATISTICS}`)
    const order = this.orders_[input.index.name]
    if (order) {
      const columns = Object.entries(order).map(([path, direction]) => {
        if (catalog.plan.fields.get(path)?.kind !== "number") throw new Error(`Search order of "${input.index.name}": "${path}" is not a number field`)
        return `((indexed#>>'{${path.split(".").join(",")}}')::float8) ${direction === "ASC" ? "ASC" : "DESC"} NULLS LAST`
      })
      await this.manager_.execute(`CREATE INDEX IF NOT EXISTS "${table}_order_idx" ON "${table}" (${columns.join(", ")})`)
    }
    return task
  }
}
