import type { MeiliClientLike, MeiliProductIndex as Index } from "./meilisearch/product-index"
import { MeiliProductIndex } from "./meilisearch/product-index"

let index: Promise<Index> | undefined

/**
 * The Meilisearch product index when MEILISEARCH_HOST is set (larger shops,
 * docker-compose.yml); `null` otherwise, and the search runs on PostgreSQL
 * (search-sql.ts). The client is an ES module: loaded on first use.
 */
export function meiliProductIndex(): Promise<Index> | null {
  const host = process.env.MEILISEARCH_HOST
  if (!host) return null
  index ??= import("meilisearch").then(
    ({ Meilisearch }) => new MeiliProductIndex(new Meilisearch({ host, apiKey: process.env.MEILISEARCH_API_KEY }) as unknown as MeiliClientLike),
  )
  return index
}

/** With Meilisearch: the ids of the products matching `q`, best first; without it `undefined` (PostgreSQL matches). */
export async function rankedMatches(q: string, salesChannelIds: string[]): Promise<string[] | undefined> {
  const meili = meiliProductIndex()
  return meili ? (await meili).matchingIds(q, salesChannelIds) : undefined
}
