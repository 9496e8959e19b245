import { describe, expect, it } from "vitest"
import { MAX_MATCHES, MeiliProductIndex, PRODUCT_INDEX, type MeiliClientLike, type ProductDocument } from "./product-index"

/** Records what the index would send to Meilisearch and answers searches with fixed hits. */
function fakeClient(hits: string[] = []) {
  const calls: Array<{ index: string; method: string; args: unknown[] }> = []
  const client: MeiliClientLike = {
    index: (uid) => {
      const record = (method: string) => async (...args: unknown[]) => {
        calls.push({ index: uid, method, args })
        return method === "search" ? { hits: hits.map((id) => ({ id })) } : { taskUid: calls.length }
      }
      return { updateSettings: record("updateSettings"), addDocuments: record("addDocuments"), deleteDocuments: record("deleteDocuments"), search: record("search") } as any
    },
  }
  return { client, calls }
}

const doc: ProductDocument = { id: "prod_1", title: "Čtečka paměťových karet USB-C", manufacturer: "Baseus", boost: 1.5, popularity: 20, sales_channel_ids: ["sc_1"] }

describe("Meilisearch product index", () => {
  it("configures one typo from 5 letters, every word needed, boost ranked after the text rules", async () => {
    const { client, calls } = fakeClient()
    await new MeiliProductIndex(client).configure()
    expect(calls).toHaveLength(1)
    const [{ index, method, args }] = calls
    expect({ index, method }).toEqual({ index: PRODUCT_INDEX, method: "updateSettings" })
    const settings = args[0] as any
    expect(settings.searchableAttributes).toEqual(["title", "manufacturer"])
    expect(settings.filterableAttributes).toContain("sales_channel_ids")
    expect(settings.typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 100 } })
    const rules: string[] = settings.rankingRules
    expect(rules.indexOf("boost:desc")).toBeGreaterThan(rules.indexOf("typo"))
    expect(rules.indexOf("popularity:desc")).toBeGreaterThan(rules.indexOf("boost:desc"))
  })

  it("searches within the shop's sales channels for every word, ids only, and keeps the engine's order", async () => {
    const { client, calls } = fakeClient(["prod_2", "prod_1"])
    const ids = await new MeiliProductIndex(client).matchingIds("  ctecka   karet ", ["sc_1", 'sc "2'])
    expect(ids).toEqual(["prod_2", "prod_1"])
    expect(calls[0].method).toBe("search")
    expect(calls[0].args).toEqual([
      "ctecka karet",
      { limit: MAX_MATCHES, attributesToRetrieve: ["id"], matchingStrategy: "all", filter: [['sales_channel_ids = "sc_1"', 'sales_channel_ids = "sc \\"2"']] },
    ])
  })

  it("asks nothing for a query without words or a key without sales channels", async () => {
    const { client, calls } = fakeClient(["prod_1"])
    const index = new MeiliProductIndex(client)
    expect(await index.matchingIds("!!", ["sc_1"])).toEqual([])
    expect(await index.matchingIds("galaxy", [])).toEqual([])
    expect(calls).toEqual([])
  })

  it("writes documents by id and deletes by id, skipping empty batches", async () => {
    const { client, calls } = fakeClient()
    const index = new MeiliProductIndex(client)
    await index.upsert([doc])
    await index.remove(["prod_9"])
    await index.upsert([])
    await index.remove([])
    expect(calls.map((c) => [c.method, c.args])).toEqual([
      ["addDocuments", [[doc], { primaryKey: "id" }]],
      ["deleteDocuments", [["prod_9"]]],
    ])
  })
})
