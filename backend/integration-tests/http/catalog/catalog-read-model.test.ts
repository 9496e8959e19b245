import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CURRENCY, VARIANT, admin, eventually, store, variantRegion } from "../../helpers/api"

/**
 * The listing answers from its read model (src/lib/catalog/listing-refresh.ts),
 * kept current by Medusa's events. Two new phones of a made-up manufacturer:
 * "dear" at 90,000 with a sale price list at 1,000, and "cheap" at 5,000 without.
 * Every change below goes through the admin API, as staff make it.
 */
const PHONES = VARIANT === "cz" ? "telefony" : "telefoane"
const maker = `ReadModel${Date.now().toString(36)}`
const post = (path: string, json: unknown) => admin(path, { method: "POST", json })
const price = (p: any) => Math.min(...p.variants.map((v: any) => v.calculated_price.calculated_amount))
const list = async (query: string) => {
  const region = await variantRegion()
  const res = await store(`/store/catalog/products?region_id=${region.id}&category_handle=${PHONES}&manufacturer=${maker}&${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

const ids: { dear?: string; cheap?: string; boxed?: string; priceList?: string; categories: string[] } = { categories: [] }

async function createPhone(title: string, amount: number, channels: { id: string }[], categoryId: string) {
  const res = await post("/admin/products", {
    title,
    status: "published",
    metadata: { manufacturer: maker, quality: "new", device_type: "phone" },
    categories: [{ id: categoryId }],
    sales_channels: channels,
    options: [{ title: "Model", values: ["Standard"] }],
    variants: [{ title: "Standard", options: { Model: "Standard" }, manage_inventory: false, prices: [{ currency_code: CURRENCY, amount }] }],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.product
}

beforeAll(async () => {
  const channels = (await admin("/admin/sales-channels?fields=id&limit=50")).body.sales_channels.map((c: any) => ({ id: c.id }))
  const [phones] = (await admin(`/admin/product-categories?handle=${PHONES}&fields=id`)).body.product_categories
  const dear = await createPhone(`${maker} Dear`, 90000, channels, phones.id)
  const cheap = await createPhone(`${maker} Cheap`, 5000, channels, phones.id)
  ids.dear = dear.id
  ids.cheap = cheap.id
  const res = await post("/admin/price-lists", {
    title: `${maker} sale`,
    description: "read model test",
    type: "sale",
    status: "active",
    prices: [{ variant_id: dear.variants[0].id, currency_code: CURRENCY, amount: 1000 }],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  ids.priceList = res.body.price_list.id
})

afterAll(async () => {
  if (ids.priceList) await admin(`/admin/price-lists/${ids.priceList}`, { method: "DELETE" })
  for (const id of [ids.dear, ids.cheap, ids.boxed]) if (id) await admin(`/admin/products/${id}`, { method: "DELETE" })
  for (const id of ids.categories.reverse()) await admin(`/admin/product-categories/${id}`, { method: "DELETE" })
})

describe("the listing's read model", () => {
  it("shows, sorts and filters by the price-list price a shopper pays", async () => {
    const body = await eventually(
      () => list("sort=price_asc"),
      (b) => b.count === 2 && price(b.products[0]) === 1000,
    )
    expect(body.products.map((p: any) => p.title)).toEqual([`${maker} Dear`, `${maker} Cheap`])
    const [dear] = body.products
    expect(dear.variants[0].calculated_price).toMatchObject({ calculated_amount: 1000, original_amount: 90000, currency_code: CURRENCY })
    expect(body.facets.price).toEqual({ min: 1000, max: 5000 })
    // The manufacturer facet leaves out its own filter (the shopper may tick another maker): the two phones among the category's.
    expect(body.facets.manufacturers).toContainEqual({ value: maker, count: 2 })

    const underTwoThousand = await list("price_max=2000")
    expect(underTwoThousand.products.map((p: any) => p.title)).toEqual([`${maker} Dear`])
    const fromThreeThousand = await list("price_min=3000")
    expect(fromThreeThousand.products.map((p: any) => p.title)).toEqual([`${maker} Cheap`])
  })

  it("follows changes made in the admin: a product's title, a price-list price, a product leaving the shop", async () => {
    expect((await post(`/admin/products/${ids.cheap}`, { title: `${maker} Renamed` })).status).toBe(200)
    const renamed = await eventually(
      () => list("sort=name"),
      (b) => b.products.some((p: any) => p.title === `${maker} Renamed`),
    )
    expect(renamed.products.map((p: any) => p.title)).toContain(`${maker} Renamed`)

    const { body: pl } = await admin(`/admin/price-lists/${ids.priceList}?fields=id,prices.id`)
    const update = await post(`/admin/price-lists/${ids.priceList}/prices/batch`, {
      update: [
        {
          id: pl.price_list.prices[0].id,
          currency_code: CURRENCY,
          amount: 9000,
          variant_id: (await admin(`/admin/products/${ids.dear}?fields=variants.id`)).body.product.variants[0].id,
        },
      ],
    })
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    const repriced = await eventually(
      () => list("sort=price_asc"),
      (b) => b.products.length === 2 && price(b.products[1]) === 9000,
    )
    expect(repriced.products.map((p: any) => [p.title, price(p)])).toEqual([
      [`${maker} Renamed`, 5000],
      [`${maker} Dear`, 9000],
    ])

    expect((await post(`/admin/products/${ids.cheap}`, { status: "draft" })).status).toBe(200)
    const unpublished = await eventually(
      () => list(""),
      (b) => b.count === 1,
    )
    expect(unpublished.products.map((p: any) => p.title)).toEqual([`${maker} Dear`])
  })

  it("keeps a category's counts and facets ahead of requests: after a product, price, stock and category change", async () => {
    // A page without a price filter counts and facets from rows kept per category (listing-categories.ts):
    // a parent shows the products of its active sub-categories.
    const category = async (json: Record<string, unknown>) => {
      const res = await post("/admin/product-categories", json)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      ids.categories.push(res.body.product_category.id)
      return res.body.product_category
    }
    const parent = await category({ name: `${maker} parent`, handle: `${maker.toLowerCase()}-parent`, is_active: true })
    const child = await category({ name: `${maker} child`, handle: `${maker.toLowerCase()}-child`, is_active: true, parent_category_id: parent.id })
    const other = await category({ name: `${maker} other`, handle: `${maker.toLowerCase()}-other`, is_active: true })
    const channels = (await admin("/admin/sales-channels?fields=id&limit=50")).body.sales_channels.map((c: any) => ({ id: c.id }))
    const boxed = await createPhone(`${maker} Boxed`, 7000, channels, child.id)
    ids.boxed = boxed.id
    const page = async (handle: string) => {
      const region = await variantRegion()
      const res = await store(`/store/catalog/products?region_id=${region.id}&category_handle=${handle}`)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body
    }
    const summary = (b: any) => ({
      count: b.count,
      titles: b.products.map((p: any) => p.title),
      manufacturers: b.facets.manufacturers,
      qualities: b.facets.qualities,
      price: b.facets.price,
    })
    const listed = (price: number, quality = "new") => ({
      count: 1,
      titles: [`${maker} Boxed`],
      manufacturers: [{ value: maker, count: 1 }],
      qualities: [{ value: quality, count: 1 }],
      price: { min: price, max: price },
    })
    const empty = { count: 0, titles: [], manufacturers: [], qualities: [], price: { min: null, max: null } }

    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.count === 1,
        ),
      ),
    ).toEqual(listed(7000))

    // product: its quality
    expect((await post(`/admin/products/${boxed.id}`, { metadata: { manufacturer: maker, quality: "B", device_type: "phone" } })).status).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.facets.qualities[0]?.value === "B",
        ),
      ),
    ).toEqual(listed(7000, "B"))

    // price
    const variantId = (await admin(`/admin/products/${boxed.id}?fields=variants.id`)).body.product.variants[0].id
    const repriced = await post(`/admin/products/${boxed.id}/variants/${variantId}`, { prices: [{ currency_code: CURRENCY, amount: 6500 }] })
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.facets.price.max === 6500,
        ),
      ),
    ).toEqual(listed(6500, "B"))

    // stock: the card's quantity follows, the counts stay
    const stocked = await post(`/admin/products/${boxed.id}/variants/${variantId}`, { manage_inventory: true })
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(200)
    const soldOut = await eventually(
      () => page(parent.handle),
      (b) => b.products[0]?.variants[0].inventory_quantity === 0,
    )
    expect(soldOut.products[0].variants[0].inventory_quantity).toBe(0)
    expect(summary(soldOut)).toEqual(listed(6500, "B"))

    // category: the sub-category hidden, shown again, then the product moved to another category
    expect((await post(`/admin/product-categories/${child.id}`, { is_active: false })).status).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.count === 0,
        ),
      ),
    ).toEqual(empty)
    expect((await post(`/admin/product-categories/${child.id}`, { is_active: true })).status).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.count === 1,
        ),
      ),
    ).toEqual(listed(6500, "B"))
    expect((await post(`/admin/products/${boxed.id}`, { categories: [{ id: other.id }] })).status).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.count === 0,
        ),
      ),
    ).toEqual(empty)
    expect(
      summary(
        await eventually(
          () => page(other.handle),
          (b) => b.count === 1,
        ),
      ),
    ).toEqual(listed(6500, "B"))
    // and the other category moved under the parent: the parent lists it again
    expect((await post(`/admin/product-categories/${other.id}`, { parent_category_id: parent.id })).status).toBe(200)
    expect(
      summary(
        await eventually(
          () => page(parent.handle),
          (b) => b.count === 1,
        ),
      ),
    ).toEqual(listed(6500, "B"))
  })
})
