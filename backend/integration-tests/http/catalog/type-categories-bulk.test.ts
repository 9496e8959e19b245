import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin, anonymous, eventually } from "../../helpers/api"

/** The product ↔ category assignment grid: listing with filters, bulk add and remove. */

const post = (path: string, json: unknown) => admin(path, { method: "POST", json })
const categories: string[] = []
let target: string
let other: string
let products: any[]

beforeAll(async () => {
  for (const name of ["Bulk target", "Bulk other"]) {
    const res = await post("/admin/type-categories", { name: `${name} ${Date.now()}` })
    categories.push(res.body.type_category.id)
  }
  ;[target, other] = categories
  products = (await admin("/admin/product-categories-bulk/products?limit=5&order=-created_at")).body.products
})
afterAll(async () => {
  for (const id of categories) await admin(`/admin/type-categories/${id}`, { method: "DELETE" })
})

const inCategory = async (id: string) =>
  (await admin(`/admin/product-categories-bulk/products?category_id=${id}&limit=200`)).body.products.map((p: any) => p.id).sort()

describe("assignment grid", () => {
  it("needs an admin login", async () => {
    for (const [method, path] of [
      ["GET", "/admin/product-categories-bulk/products"],
      ["GET", "/admin/product-categories-bulk/filters"],
      ["POST", "/admin/product-categories-bulk/add"],
      ["POST", "/admin/product-categories-bulk/remove"],
    ]) {
      const res = await anonymous(path, { method, json: method === "POST" ? { masterProductIds: [products[0].id], typeCategoryIds: [target] } : undefined })
      expect(res.status, path).toBe(401)
    }
    expect(await inCategory(target)).toEqual([])
  })

  it("pages and filters master products on the server", async () => {
    const all = await admin("/admin/product-categories-bulk/products?limit=10")
    expect(all.status).toBe(200)
    expect(all.body.count).toBeGreaterThanOrEqual(50)
    expect(all.body.products).toHaveLength(10)
    const next = await admin("/admin/product-categories-bulk/products?limit=10&offset=10")
    expect(next.body.products.map((p: any) => p.id)).not.toContain(all.body.products[0].id)
    expect(all.body.products[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), title: expect.any(String), categories: expect.any(Array), in_stock: expect.any(Boolean) }),
    )

    const filters = (await admin("/admin/product-categories-bulk/filters")).body
    expect(filters.manufacturers).toContain("Apple")
    expect(filters.device_types).toEqual(expect.arrayContaining(["phone", "tablet", "watch", "accessory"]))
    expect(filters.qualities[0]).toBe("new")

    const apple = await admin("/admin/product-categories-bulk/products?manufacturer=Apple&device_type=phone&quality=new&limit=200")
    expect(apple.body.count).toBeGreaterThan(0)
    for (const p of apple.body.products) expect(p).toMatchObject({ manufacturer: "Apple", device_type: "phone", quality: "new" })

    const text = await admin(`/admin/product-categories-bulk/products?q=${encodeURIComponent(apple.body.products[0].title.slice(0, 8))}`)
    expect(text.body.products.map((p: any) => p.id)).toContain(apple.body.products[0].id)

    const inStock = (await admin("/admin/product-categories-bulk/products?in_stock=true&limit=1")).body.count
    const soldOut = (await admin("/admin/product-categories-bulk/products?in_stock=false&limit=200")).body
    expect(soldOut.count).toBeGreaterThan(0)
    for (const p of soldOut.products) expect(p.in_stock).toBe(false)
    expect(inStock + soldOut.count).toBe(all.body.count)

    const bad = await admin("/admin/product-categories-bulk/products?limit=0&in_stock=maybe")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["in_stock", "limit"])
  })

  it("assigns every selected product to every selected category, and removes them again", async () => {
    const ids = products.slice(0, 3).map((p) => p.id)
    const added = await post("/admin/product-categories-bulk/add", { masterProductIds: ids, typeCategoryIds: [target, other] })
    expect(added.status).toBe(200)
    expect(added.body.added).toBe(6)
    expect(await inCategory(target)).toEqual([...ids].sort())
    expect(await inCategory(other)).toEqual([...ids].sort())
    // Assigning again changes nothing; existing categories of the products stay.
    expect((await post("/admin/product-categories-bulk/add", { masterProductIds: ids, typeCategoryIds: [target] })).body.added).toBe(0)
    const row = (await admin(`/admin/product-categories-bulk/products?q=${ids[0]}`)).body.products[0]
    for (const c of products[0].categories) expect(row.categories.map((x: any) => x.id)).toContain(c.id)

    const removed = await post("/admin/product-categories-bulk/remove", { masterProductIds: ids.slice(0, 2), typeCategoryIds: [target, other] })
    expect(removed.status).toBe(200)
    expect(removed.body.removed).toBe(4)
    expect(await inCategory(target)).toEqual([ids[2]])
    expect(await inCategory(other)).toEqual([ids[2]])
    await post("/admin/product-categories-bulk/remove", { masterProductIds: [ids[2]], typeCategoryIds: [target, other] })
    expect(await inCategory(target)).toEqual([])
  })

  it('lists a product under "without a category" once its last category is taken away, and no longer once it has one', async () => {
    const product = (await admin("/admin/product-categories-bulk/products?limit=50")).body.products.find((p: any) => p.categories.length)
    const own: string[] = product.categories.map((c: any) => c.id)
    const uncategorized = async () => (await admin("/admin/product-categories-bulk/products?category_id=none&limit=200")).body.products.map((p: any) => p.id)
    expect(await uncategorized()).not.toContain(product.id)
    try {
      expect((await post("/admin/product-categories-bulk/remove", { masterProductIds: [product.id], typeCategoryIds: own })).status).toBe(200)
      // The filter reads the product's kept state, written when the assignment's event is handled.
      expect(await eventually(uncategorized, (ids) => ids.includes(product.id))).toContain(product.id)
      expect((await post("/admin/product-categories-bulk/add", { masterProductIds: [product.id], typeCategoryIds: [target] })).status).toBe(200)
      expect(await eventually(uncategorized, (ids) => !ids.includes(product.id))).not.toContain(product.id)
    } finally {
      await post("/admin/product-categories-bulk/remove", { masterProductIds: [product.id], typeCategoryIds: [target] })
      await post("/admin/product-categories-bulk/add", { masterProductIds: [product.id], typeCategoryIds: own })
    }
  })

  it("is all or nothing: an unknown id anywhere rejects the whole request with 400 naming the field", async () => {
    const ids = products.slice(0, 2).map((p) => p.id)
    const badProduct = await post("/admin/product-categories-bulk/add", { masterProductIds: [...ids, "prod_missing"], typeCategoryIds: [target] })
    expect(badProduct.status).toBe(400)
    expect(Object.keys(badProduct.body.errors)).toEqual(["masterProductIds"])
    const badCategory = await post("/admin/product-categories-bulk/add", { masterProductIds: ids, typeCategoryIds: [target, "pcat_missing"] })
    expect(badCategory.status).toBe(400)
    expect(Object.keys(badCategory.body.errors)).toEqual(["typeCategoryIds"])
    expect(await inCategory(target)).toEqual([])

    await post("/admin/product-categories-bulk/add", { masterProductIds: ids, typeCategoryIds: [target] })
    const badRemove = await post("/admin/product-categories-bulk/remove", { masterProductIds: ids, typeCategoryIds: [target, "pcat_missing"] })
    expect(badRemove.status).toBe(400)
    expect(await inCategory(target)).toEqual([...ids].sort())
  })

  it("needs at least one product and one category", async () => {
    const empty = await post("/admin/product-categories-bulk/add", { masterProductIds: [], typeCategoryIds: [] })
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.errors).sort()).toEqual(["masterProductIds", "typeCategoryIds"])
    const missing = await post("/admin/product-categories-bulk/remove", {})
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors).sort()).toEqual(["masterProductIds", "typeCategoryIds"])
  })
})
