import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin, anonymous, store } from "../../helpers/api"

/**
 * Meta masters through the admin API (the spec's get, add, update, delete,
 * add master product, swap master product, exclude) and the store route the
 * product page uses. Mutations use new phones that the demo data leaves
 * outside any meta master, so the seeded groups stay as they are.
 */
const SEEDED_SERIES = ["a-plus", "a", "b", "c", "d"].map((g) => `apple-iphone-14-pouzity-${g}`)
const FREE_HANDLES = ["apple-iphone-16", "apple-iphone-15", "samsung-galaxy-s25"]

let productIds: Record<string, string> = {}
const created: string[] = []

const post = (path: string, body: unknown) => admin(path, { method: "POST", json: body })

beforeAll(async () => {
  const { body } = await admin(`/admin/products?${FREE_HANDLES.map((h) => `handle[]=${h}`).join("&")}&fields=id,handle&limit=10`)
  productIds = Object.fromEntries(body.products.map((p: { id: string; handle: string }) => [p.handle, p.id]))
  expect(Object.keys(productIds).sort()).toEqual([...FREE_HANDLES].sort())
})

afterAll(async () => {
  for (const id of created) await admin(`/admin/meta-masters/${id}`, { method: "DELETE" })
})

async function createMetaMaster(name: string, handles: string[] = []) {
  const res = await post("/admin/meta-masters", { name, master_product_ids: handles.map((h) => productIds[h]) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  created.push(res.body.meta_master.id)
  return res.body.meta_master
}

describe("admin meta masters: access", () => {
  it("every call needs an admin login", async () => {
    const calls: [string, string][] = [
      ["GET", "/admin/meta-masters"],
      ["POST", "/admin/meta-masters"],
      ["GET", "/admin/meta-masters/mmas_x"],
      ["POST", "/admin/meta-masters/mmas_x"],
      ["DELETE", "/admin/meta-masters/mmas_x"],
      ["POST", "/admin/meta-masters/mmas_x/add-master-product"],
      ["POST", "/admin/meta-masters/mmas_x/remove-master-product"],
      ["POST", "/admin/meta-masters/swap-meta-master/prod_x"],
      ["GET", "/admin/meta-masters/exclude-meta-master/mmas_x"],
    ]
    for (const [method, path] of calls) {
      const res = await anonymous(path, { method, ...(method === "POST" ? { json: {} } : {}) })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })
})

describe("admin meta masters: the seeded groups", () => {
  it("lists the used-device grade series, searchable by name", async () => {
    const { status, body } = await admin("/admin/meta-masters?q=iPhone%2014&limit=10")
    expect(status).toBe(200)
    expect(body.count).toBe(1)
    const [mm] = body.meta_masters
    expect(mm.name).toBe("Apple iPhone 14 128GB")
    expect(mm.master_products_count).toBe(5)
    expect(mm.master_products.map((p: any) => p.handle)).toEqual(SEEDED_SERIES)
    expect(mm.master_products.map((p: any) => p.quality)).toEqual(["A+", "A", "B", "C", "D"])

    const all = await admin("/admin/meta-masters?limit=200")
    expect(all.body.count).toBeGreaterThanOrEqual(6)
    expect((await admin("/admin/meta-masters?limit=0")).status).toBe(400)
  })
})

describe("admin meta masters: add, get, update, delete", () => {
  it("add-meta-master validates and names the fields", async () => {
    const missing = await post("/admin/meta-masters", {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain("name:")
    const empty = await post("/admin/meta-masters", { name: "  " })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain("name:")
    const unknown = await post("/admin/meta-masters", { name: "X", master_product_ids: ["prod_does_not_exist"] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain("master_product_ids")
    expect((await admin("/admin/meta-masters?q=prod_does_not_exist")).body.count).toBe(0)
    const extra = await post("/admin/meta-masters", { name: "X", colour: "red" })
    expect(extra.status).toBe(400)
  })

  it("creates, reads, renames and deletes; the products stay", async () => {
    const mm = await createMetaMaster("E2E Apple iPhone 16 test", ["apple-iphone-16"])
    expect(mm.master_products.map((p: any) => p.handle)).toEqual(["apple-iphone-16"])
    expect(mm.master_products[0].quality).toBe("new")

    const got = await admin(`/admin/meta-masters/${mm.id}`)
    expect(got.status).toBe(200)
    expect(got.body.meta_master).toEqual(expect.objectContaining({ id: mm.id, name: "E2E Apple iPhone 16 test", description: null }))

    const bad = await post(`/admin/meta-masters/${mm.id}`, { name: "" })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("name:")
    expect((await post(`/admin/meta-masters/${mm.id}`, {})).status).toBe(400)
    const renamed = await post(`/admin/meta-masters/${mm.id}`, { name: "E2E iPhone 16 renamed", description: "všechny stavy" })
    expect(renamed.status).toBe(200)
    expect(renamed.body.meta_master).toEqual(expect.objectContaining({ name: "E2E iPhone 16 renamed", description: "všechny stavy" }))
    expect((await post("/admin/meta-masters/mmas_unknown", { name: "x" })).status).toBe(404)

    const deleted = await admin(`/admin/meta-masters/${mm.id}`, { method: "DELETE" })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ id: mm.id, object: "meta_master", deleted: true })
    expect((await admin(`/admin/meta-masters/${mm.id}`)).status).toBe(404)
    expect((await admin(`/admin/meta-masters/${mm.id}`, { method: "DELETE" })).status).toBe(404)
    // the product is still there, and in no meta master
    expect((await admin(`/admin/products/${productIds["apple-iphone-16"]}`)).status).toBe(200)
    expect((await store("/store/meta-masters/by-product/apple-iphone-16")).body.meta_master).toBeNull()
  })
})

describe("admin meta masters: members", () => {
  it("add master product, swap, exclude and remove keep a product in one meta master", async () => {
    const first = await createMetaMaster("E2E group one", ["apple-iphone-15"])
    const second = await createMetaMaster("E2E group two")

    // add-master-product
    const badAdd = await post(`/admin/meta-masters/${second.id}/add-master-product`, { master_product_ids: [] })
    expect(badAdd.status).toBe(400)
    expect(badAdd.body.message).toContain("master_product_ids")
    const unknownAdd = await post(`/admin/meta-masters/${second.id}/add-master-product`, { master_product_ids: ["prod_nope"] })
    expect(unknownAdd.status).toBe(400)
    expect(unknownAdd.body.message).toContain("master_product_ids")
    expect((await post("/admin/meta-masters/mmas_unknown/add-master-product", { master_product_ids: [productIds["samsung-galaxy-s25"]] })).status).toBe(404)
    const added = await post(`/admin/meta-masters/${second.id}/add-master-product`, { master_product_ids: [productIds["samsung-galaxy-s25"]] })
    expect(added.status).toBe(200)
    expect(added.body.meta_master.master_products.map((p: any) => p.handle)).toEqual(["samsung-galaxy-s25"])

    // exclude-meta-master: every other meta master
    const others = await admin(`/admin/meta-masters/exclude-meta-master/${first.id}?limit=200`)
    expect(others.status).toBe(200)
    const otherIds = others.body.meta_masters.map((m: any) => m.id)
    expect(otherIds).toContain(second.id)
    expect(otherIds).not.toContain(first.id)

    // swap-meta-master: the iPhone 15 leaves the first group for the second
    const badSwap = await post(`/admin/meta-masters/swap-meta-master/${productIds["apple-iphone-15"]}`, {})
    expect(badSwap.status).toBe(400)
    expect(badSwap.body.message).toContain("meta_master_id")
    expect((await post(`/admin/meta-masters/swap-meta-master/${productIds["apple-iphone-15"]}`, { meta_master_id: "mmas_unknown" })).status).toBe(404)
    expect((await post("/admin/meta-masters/swap-meta-master/prod_nope", { meta_master_id: second.id })).status).toBe(400)
    const swapped = await post(`/admin/meta-masters/swap-meta-master/${productIds["apple-iphone-15"]}`, { meta_master_id: second.id })
    expect(swapped.status).toBe(200)
    expect(swapped.body.meta_master.id).toBe(second.id)
    expect(swapped.body.meta_master.master_products.map((p: any) => p.handle).sort()).toEqual(["apple-iphone-15", "samsung-galaxy-s25"])
    expect((await admin(`/admin/meta-masters/${first.id}`)).body.meta_master.master_products).toEqual([])

    // adding a member of another group moves it (never two groups)
    await post(`/admin/meta-masters/${first.id}/add-master-product`, { master_product_ids: [productIds["samsung-galaxy-s25"]] })
    expect((await admin(`/admin/meta-masters/${second.id}`)).body.meta_master.master_products.map((p: any) => p.handle)).toEqual(["apple-iphone-15"])

    // remove: only members, and the product stays in the shop
    const stranger = await post(`/admin/meta-masters/${first.id}/remove-master-product`, { master_product_ids: [productIds["apple-iphone-15"]] })
    expect(stranger.status).toBe(400)
    expect(stranger.body.message).toContain("master_product_ids")
    const removed = await post(`/admin/meta-masters/${first.id}/remove-master-product`, { master_product_ids: [productIds["samsung-galaxy-s25"]] })
    expect(removed.status).toBe(200)
    expect(removed.body.meta_master.master_products).toEqual([])
    expect((await store("/store/meta-masters/by-product/samsung-galaxy-s25")).body.meta_master).toBeNull()
  })
})

describe("store: the meta master of a product", () => {
  it("lists every published member with its grade, new first then A+ … D", async () => {
    const { status, body, headers } = await store("/store/meta-masters/by-product/apple-iphone-14-pouzity-b")
    expect(status).toBe(200)
    expect(body.meta_master.name).toBe("Apple iPhone 14 128GB")
    expect(body.meta_master.master_products.map((p: any) => [p.handle, p.quality])).toEqual(SEEDED_SERIES.map((h, i) => [h, ["A+", "A", "B", "C", "D"][i]]))
    expect(headers.get("surrogate-key")).toContain("endpoint")
  })

  it("answers null for a product outside any meta master or an unknown handle", async () => {
    expect((await store("/store/meta-masters/by-product/apple-iphone-16e")).body).toEqual({ meta_master: null })
    expect((await store("/store/meta-masters/by-product/no-such-product")).body).toEqual({ meta_master: null })
  })

  it("needs the publishable key", async () => {
    expect((await anonymous("/store/meta-masters/by-product/apple-iphone-14-pouzity-b")).status).toBe(400)
  })
})
