import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { admin } from "../../helpers/api"
import { typeCategories, uniq } from "../../helpers/type-categories"
import { clearFastlyCalls, fastlyCalls, settledFastlyCalls } from "../../helpers/fastly"

/**
 * Category moves and bulk assignments are written through Medusa's workflows
 * and product module, so Medusa's events fire (`product-category.updated`,
 * `product.updated`) and what listens to them follows. Observed from outside
 * the backend through such a listener: the CDN purge subscriber
 * (src/subscribers/cdn-purge-catalog.ts) sends the surrogate keys of the
 * changed pages to the fake Fastly server of the test run. Writing the tables
 * with SQL, as before, purged nothing.
 */
const fastlyUrl = process.env.FAKE_FASTLY_URL ?? ""
const post = (path: string, json: unknown) => admin(path, { method: "POST", json })
const { create, removeAll } = typeCategories()
const keysOf = (calls: { keys: string[] }[]) => [...new Set(calls.flatMap((c) => c.keys))]
/**
 * Waits until all of these keys are purged: the subscriber purges a moment after the answer, and on a
 * busy machine that moment can outlast the quiet time `settledFastlyCalls` waits for.
 */
const expectPurged = (expected: string[]) =>
  expect.poll(async () => keysOf(await fastlyCalls(fastlyUrl)), { timeout: 15_000 }).toEqual(expect.arrayContaining(expected))

describe.skipIf(!fastlyUrl)("Medusa's events after category writes", () => {
  let root: any
  beforeAll(async () => {
    root = await create({ name: `Events root ${uniq()}` })
  })
  afterAll(async () => {
    await removeAll()
    // The deletions purge too; the next test file must not see those calls.
    await clearFastlyCalls(fastlyUrl)
  })
  beforeEach(() => clearFastlyCalls(fastlyUrl))

  it("a move emits product-category.updated: the menu on every page and the category answers are purged", async () => {
    const [a, b] = [await create({ name: "Ev A", parent_id: root.id }), await create({ name: "Ev B", parent_id: root.id })]
    await clearFastlyCalls(fastlyUrl)

    expect((await post(`/admin/type-categories/${b.id}/move`, { target: a.id, position: "left" })).status).toBe(200)
    await expectPurged(["html", "endpoint-type-categories", "endpoint-product-categories"])

    await clearFastlyCalls(fastlyUrl)
    expect((await post(`/admin/type-categories/${a.id}/move`, { target: null, position: "last-child" })).status).toBe(200)
    await expectPurged(["html"])
  })

  it("a bulk assignment emits product.updated per product and product-category.updated: their pages are purged", async () => {
    const slug = `events-${uniq()}`
    const target = await create({ name: "Ev target", parent_id: root.id, url_path: slug })
    const products = (await admin("/admin/product-categories-bulk/products?limit=2&order=-created_at")).body.products
    await clearFastlyCalls(fastlyUrl)

    const ids = products.map((p: any) => p.id)
    const added = await post("/admin/product-categories-bulk/add", { masterProductIds: ids, typeCategoryIds: [target.id] })
    expect(added.body).toEqual({ added: 2, removed: 0 })
    await expectPurged([...products.map((p: any) => `product-${p.handle}`), `category-${slug}`, "endpoint-products", "html"])

    await clearFastlyCalls(fastlyUrl)
    const removed = await post("/admin/product-categories-bulk/remove", { masterProductIds: ids, typeCategoryIds: [target.id] })
    expect(removed.body).toEqual({ added: 0, removed: 2 })
    await expectPurged([...products.map((p: any) => `product-${p.handle}`), "html"])
  })

  it("a refused bulk assignment writes nothing and announces nothing", async () => {
    const res = await post("/admin/product-categories-bulk/add", { masterProductIds: ["prod_missing"], typeCategoryIds: [root.id] })
    expect(res.status).toBe(400)
    expect(await settledFastlyCalls(fastlyUrl)).toEqual([])
  })
})
