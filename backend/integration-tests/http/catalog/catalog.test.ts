import { describe, expect, it } from "vitest"
import { CURRENCY, VARIANT, store, variantRegion } from "../../helpers/api"

const PHONES = VARIANT === "cz" ? "telefony" : "telefoane"
const APPLE_PHONES = VARIANT === "cz" ? "telefony-apple" : "telefoane-apple"

const list = async (query: string) => {
  const region = await variantRegion()
  return store(`/store/catalog/products?region_id=${region.id}&${query}`)
}
const price = (p: any) => Math.min(...p.variants.map((v: any) => v.calculated_price.calculated_amount))

describe("demo catalogue", () => {
  it("has a category tree with phones, tablets, smart watches and accessories in the variant's language", async () => {
    const { body } = await store("/store/product-categories?parent_category_id=null&order=rank&fields=handle,name,*category_children&limit=50")
    const roots = body.product_categories
    expect(roots.map((c: any) => c.handle)).toEqual(
      VARIANT === "cz" ? ["telefony", "tablety", "chytre-hodinky", "prislusenstvi"] : ["telefoane", "tablete", "ceasuri-inteligente", "accesorii"],
    )
    for (const root of roots) expect(root.category_children.length).toBeGreaterThan(1)
  })

  it("has at least 40 products, new and used in grades A+ to D, with prices in both currencies", async () => {
    const { body } = await list("limit=100")
    expect(body.count).toBeGreaterThanOrEqual(40)
    expect(body.facets.qualities.map((q: any) => q.value)).toEqual(["new", "A+", "A", "B", "C", "D"])
    expect(body.facets.manufacturers.length).toBeGreaterThanOrEqual(5)
    const prices = body.products.flatMap((p: any) => p.variants.map((v: any) => v.calculated_price))
    expect(prices.every((cp: any) => cp.currency_code === CURRENCY && cp.calculated_amount > 0)).toBe(true)
    const stock = body.products.flatMap((p: any) => p.variants.map((v: any) => v.inventory_quantity))
    expect(stock).toContain(0)
    expect(Math.max(...stock)).toBeGreaterThan(0)
  })
})

describe("GET /store/catalog/products", () => {
  it("lists a category with its sub-categories", async () => {
    const all = await list(`category_handle=${PHONES}&limit=100`)
    const apple = await list(`category_handle=${APPLE_PHONES}&limit=100`)
    expect(all.status).toBe(200)
    expect(apple.body.count).toBeGreaterThan(0)
    expect(all.body.count).toBeGreaterThan(apple.body.count)
    expect(apple.body.products.every((p: any) => p.metadata.manufacturer === "Apple")).toBe(true)
    expect(all.body.products.every((p: any) => p.metadata.device_type === "phone")).toBe(true)
  })

  it("filters by manufacturer, quality and price range", async () => {
    const { body: all } = await list(`category_handle=${PHONES}&limit=1`)
    const { min, max } = all.facets.price
    const from = Math.round(min + (max - min) * 0.2)
    const to = Math.round(min + (max - min) * 0.8)
    const { body } = await list(`category_handle=${PHONES}&manufacturer=Samsung&manufacturer=Google&quality=new&price_min=${from}&price_max=${to}&limit=100`)
    expect(body.count).toBeGreaterThan(0)
    for (const p of body.products) {
      expect(["Samsung", "Google"]).toContain(p.metadata.manufacturer)
      expect(p.metadata.quality).toBe("new")
      expect(price(p)).toBeGreaterThanOrEqual(from)
      expect(price(p)).toBeLessThanOrEqual(to)
    }
    // facets describe the whole category so the shopper can widen the filter again
    expect(body.facets.manufacturers.map((m: any) => m.value)).toContain("Apple")
  })

  it("sorts by price both ways and pages through the results", async () => {
    const asc = await list(`category_handle=${PHONES}&sort=price_asc&limit=100`)
    const ascPrices = asc.body.products.map(price)
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b))
    const desc = await list(`category_handle=${PHONES}&sort=price_desc&limit=5`)
    expect(price(desc.body.products[0])).toBe(Math.max(...ascPrices))

    const page1 = await list(`category_handle=${PHONES}&sort=name&limit=5&page=1`)
    const page2 = await list(`category_handle=${PHONES}&sort=name&limit=5&page=2`)
    expect(page1.body.products).toHaveLength(5)
    expect(page2.body.page).toBe(2)
    const ids1 = page1.body.products.map((p: any) => p.id)
    expect(page2.body.products.some((p: any) => ids1.includes(p.id))).toBe(false)
  })

  it("answers bad parameters with a 400 naming the fields", async () => {
    const { status, body } = await list("sort=cheapest&price_min=abc&page=0")
    expect(status).toBe(400)
    expect(body.message).toContain("sort")
    expect(body.message).toContain("price_min")
    expect(body.message).toContain("page")
  })

  it("answers an unknown region with a 400 naming region_id, for the listing and the search", async () => {
    for (const path of [`/store/catalog/products?category_handle=${PHONES}`, "/store/catalog/search?q=iphone"]) {
      const { status, body } = await store(`${path}&region_id=reg_unknown`)
      expect(status).toBe(400)
      expect(body.errors).toEqual({ region_id: ["unknown region"] })
    }
  })

  it("returns an empty page for an unknown category", async () => {
    const { status, body } = await list("category_handle=no-such-category")
    expect(status).toBe(200)
    expect(body.count).toBe(0)
    expect(body.products).toEqual([])
  })
})

describe("GET /store/catalog/product-ids", () => {
  it("answers the ids of the published products among the handles, which the store product list then finds by id", async () => {
    const { body: listed } = await list(`category_handle=${PHONES}&limit=2`)
    const [first, second] = listed.products
    const { status, body } = await store(`/store/catalog/product-ids?handle=${first.handle}&handle=${second.handle}&handle=no-such-product`)
    expect(status).toBe(200)
    expect(body.ids).toEqual({ [first.handle]: first.id, [second.handle]: second.id })
  })

  it("answers no handle, or too many, with a 400 naming handle", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `handle=h${i}`).join("&")
    for (const query of ["", tooMany]) {
      const { status, body } = await store(`/store/catalog/product-ids?${query}`)
      expect(status).toBe(400)
      expect(body.message).toContain("handle")
    }
  })
})
