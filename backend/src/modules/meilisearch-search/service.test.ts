import { describe, expect, it } from "vitest"
import type { SearchTypes } from "@medusajs/framework/types"
import { PRODUCT_FIELDS } from "../../search/_product-fields"
import MeilisearchSearchProviderService, { RANKING_RULES, type MeiliClientLike } from "./service"
import { compileFilter } from "./filters"

/**
 * No Meilisearch server runs in CI: these tests check what the provider
 * sends (the fake client records every call) against Meilisearch's API
 * reference, and how it reads the answers back.
 */
function fakeClient({ hits = [] as Record<string, unknown>[], indexExists = true, answer = {} as Record<string, unknown> } = {}) {
  const calls: Array<{ target: string; method: string; args: unknown[] }> = []
  let taskUid = 0
  const task = async () => ({ taskUid: ++taskUid })
  const record =
    <T>(target: string, method: string, answer: (...args: any[]) => Promise<T>) =>
    async (...args: unknown[]) => {
      calls.push({ target, method, args })
      return answer(...args)
    }
  const client: MeiliClientLike = {
    index: (uid) => ({
      getRawInfo: record(uid, "getRawInfo", async () => {
        if (!indexExists) throw Object.assign(new Error("Index not found"), { cause: { code: "index_not_found" } })
        return { primaryKey: "id" }
      }),
      updateSettings: record(uid, "updateSettings", task),
      addDocuments: record(uid, "addDocuments", task),
      deleteDocuments: record(uid, "deleteDocuments", task),
      deleteAllDocuments: record(uid, "deleteAllDocuments", task),
      getStats: record(uid, "getStats", async () => ({ numberOfDocuments: 7 })),
      search: record(uid, "search", async () => ({ hits, estimatedTotalHits: hits.length, processingTimeMs: 1, ...answer })),
    }),
    createIndex: record("client", "createIndex", task),
    deleteIndex: record("client", "deleteIndex", task),
    getRawIndexes: record("client", "getRawIndexes", async () => ({ results: [{ uid: "product_v1" }] })),
    tasks: {
      waitForTask: record("tasks", "waitForTask", async (uid: number) => ({
        status: uid === 99 ? "failed" : "succeeded",
        error: uid === 99 ? { message: "bad filter", code: "invalid_filter" } : null,
      })),
    },
  }
  return { client, calls }
}

const provider = (client: MeiliClientLike) => new MeilisearchSearchProviderService({ logger: console as any }, { host: "http://meili.invalid" }, client)

/** The shop's product index as the module resolves it (src/search/product.ts). */
const productIndex: SearchTypes.ResolvedSearchIndexDefinition = {
  name: "product",
  entity: "product",
  primary_key: "id",
  provider: "meilisearch",
  physical_name: "product_v1",
  definition_hash: "h",
  fields: PRODUCT_FIELDS.toFields(),
  settings: { typo_tolerance: { enabled: true, min_word_size_for_one_typo: 5, min_word_size_for_two_typos: 100 } },
  seed: async function* () {},
}

describe("Meilisearch search provider: index settings", () => {
  it("creates a missing index with its primary key, then sends the definition's settings", async () => {
    const { client, calls } = fakeClient({ indexExists: false })
    const task = await provider(client).upsertIndex({ index: productIndex })
    expect(calls.map((c) => `${c.target}.${c.method}`)).toEqual([
      "product_v1.getRawInfo",
      "client.createIndex",
      "tasks.waitForTask",
      "product_v1.updateSettings",
    ])
    expect(calls[1].args).toEqual(["product_v1", { primaryKey: "id" }])
    expect(calls[3].args[0]).toEqual({
      // weight 3 before 2 before 1: Meilisearch's "attribute" rule ranks an earlier attribute higher
      searchableAttributes: ["title", "manufacturer", "folded"],
      filterableAttributes: ["id", "sales_channel_ids"],
      sortableAttributes: ["boost", "popularity"],
      displayedAttributes: ["*"],
      rankingRules: RANKING_RULES,
      typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 100 }, disableOnAttributes: [] },
      distinctAttribute: null,
    })
    expect(task).toEqual({ id: "2", index: "product_v1", status: "enqueued" })
  })

  it("keeps an existing index and lets provider_options override a setting", async () => {
    const { client, calls } = fakeClient()
    const index = { ...productIndex, settings: { ...productIndex.settings, provider_options: { meilisearch: { rankingRules: ["words", "sort"] } } } }
    await provider(client).upsertIndex({ index })
    expect(calls.map((c) => c.method)).toEqual(["getRawInfo", "updateSettings"])
    expect((calls[1].args[0] as any).rankingRules).toEqual(["words", "sort"])
  })

  it("refuses a vector field instead of dropping it", async () => {
    const { client } = fakeClient()
    const index = { ...productIndex, fields: { ...productIndex.fields, embedding: { type: "vector" as const, dimensions: 3 } } }
    await expect(provider(client).upsertIndex({ index })).rejects.toThrow(/vector/)
  })
})

describe("Meilisearch search provider: queries", () => {
  it("sends the shop's product query: text, sales-channel filter, boost and popularity after relevance", async () => {
    const { client, calls } = fakeClient({
      hits: [
        { id: "prod_2", folded: "samsung galaxy s25", _rankingScore: 0.9 },
        { id: "prod_1", folded: "galaxy buds" },
      ],
    })
    const result = await provider(client).search({
      index: productIndex,
      q: "galxy",
      filters: { sales_channel_ids: { $in: ["sc_1", 'sc "2'] } },
      pagination: { take: 5000, order: { _score: "DESC", boost: "DESC", popularity: "DESC" } },
      search_options: { typo_tolerance: true, match_strategy: "all", count: "none" },
      attributes_to_retrieve: ["id", "folded"],
    })
    expect(calls).toEqual([
      {
        target: "product_v1",
        method: "search",
        args: [
          "galxy",
          {
            offset: 0,
            limit: 5000,
            attributesToRetrieve: ["id", "folded"],
            matchingStrategy: "all",
            filter: 'sales_channel_ids IN ["sc_1", "sc \\"2"]',
            sort: ["boost:desc", "popularity:desc"],
          },
        ],
      },
    ])
    // the engine's order is kept; only the asked fields come back
    expect(result.hits).toEqual([
      { id: "prod_2", score: undefined, document: { id: "prod_2", folded: "samsung galaxy s25" } },
      { id: "prod_1", score: undefined, document: { id: "prod_1", folded: "galaxy buds" } },
    ])
    expect(result.metadata).toMatchObject({ skip: 0, take: 5000, count: null })
  })

  it("sends scores, value facets and paging when asked, and reads the facet counts back", async () => {
    const { client, calls } = fakeClient({
      hits: [{ id: "prod_1", _rankingScore: 0.5 }],
      answer: { estimatedTotalHits: 12, facetDistribution: { sales_channel_ids: { sc_1: 2, sc_2: 9 } } },
    })
    const result = await provider(client).search({
      index: productIndex,
      q: undefined,
      filters: { $or: [{ id: "prod_1" }, { id: ["prod_2", "prod_3"] }], boost: { $gte: 1.5 } },
      pagination: { skip: 20, take: 10 },
      search_options: { facets: ["sales_channel_ids"], include_score: true, min_score: 0.2 },
      attributes_to_retrieve: ["id"],
    })
    expect(calls[0].args).toEqual([
      null,
      {
        offset: 20,
        limit: 10,
        attributesToRetrieve: ["id"],
        matchingStrategy: "all",
        filter: '(id = "prod_1" OR id IN ["prod_2", "prod_3"]) AND boost >= 1.5',
        facets: ["sales_channel_ids"],
        rankingScoreThreshold: 0.2,
        showRankingScore: true,
      },
    ])
    expect(result.hits[0].score).toBe(0.5)
    expect(result.metadata.count).toBe(12)
    expect(result.facets).toEqual({
      sales_channel_ids: {
        type: "value",
        values: [
          { value: "sc_2", count: 9 },
          { value: "sc_1", count: 2 },
        ],
      },
    })
  })

  it("refuses what it cannot answer faithfully", async () => {
    const { client } = fakeClient()
    const base = { index: productIndex, q: "galaxy", attributes_to_retrieve: ["id"] }
    await expect(provider(client).search({ ...base, search_options: { match_strategy: "any" } })).rejects.toThrow(/any/)
    await expect(provider(client).search({ ...base, filters: { title: { $like: "%gal%" } } })).rejects.toThrow(/\$like/)
  })
})

describe("Meilisearch search provider: writes and tasks", () => {
  it("writes documents by primary key, deletes by id or by filter, empties an index", async () => {
    const { client, calls } = fakeClient()
    const meili = provider(client)
    await meili.upsertDocuments({ index: "product_v1", definition: productIndex, documents: [{ id: "prod_1", title: "Čtečka" }] })
    await meili.deleteDocuments({ index: "product_v1", filters: { id: ["prod_9"] } })
    await meili.deleteDocuments({ index: "product_v1", filters: { sales_channel_ids: "sc_gone" } })
    await meili.clearIndex({ index: "product_v1" })
    expect(calls.map((c) => [c.method, c.args])).toEqual([
      ["addDocuments", [[{ id: "prod_1", title: "Čtečka" }], { primaryKey: "id" }]],
      ["deleteDocuments", [["prod_9"]]],
      ["deleteDocuments", [{ filter: 'sales_channel_ids = "sc_gone"' }]],
      ["deleteAllDocuments", []],
    ])
  })

  it("lists indexes with their document counts and waits for tasks", async () => {
    const { client } = fakeClient()
    const meili = provider(client)
    expect(await meili.listIndexes()).toEqual([
      { name: "product_v1", provider: "meilisearch", document_count: 7, created_at: undefined, updated_at: undefined },
    ])
    expect(await meili.waitForTask({ id: "3", index: "product_v1", status: "enqueued" })).toMatchObject({ status: "succeeded" })
    expect(await meili.waitForTask({ id: "99", index: "product_v1", status: "enqueued" })).toMatchObject({
      status: "failed",
      error: { message: "bad filter", code: "invalid_filter" },
    })
  })

  it("compiles the module's filter operators to Meilisearch's syntax", () => {
    expect(compileFilter({ q: "ignored", a: null, b: { $ne: "x", $exists: true }, $not: { c: { $nin: [1, 2] } } }, new Map())).toBe(
      'a IS NULL AND (b != "x" AND b EXISTS) AND NOT (c NOT IN [1, 2])',
    )
    expect(compileFilter({ variants: { sku: "A-1" } }, new Map())).toBe('variants.sku = "A-1"')
    expect(compileFilter({}, new Map())).toBeUndefined()
  })
})
