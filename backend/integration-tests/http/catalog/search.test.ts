import { afterAll, describe, expect, it } from "vitest"
import { normalizeSearchQuery } from "@electroshop/contracts/catalog"
import { VARIANT, admin, db, eventually, store, variantRegion } from "../../helpers/api"

/**
 * Product search through Medusa's Search module (its PostgreSQL provider in
 * the test shop, src/search/ indexes kept current by events), both routes.
 */

const search = async (query: string) => {
  const region = await variantRegion()
  return store(`/store/catalog/search?region_id=${region.id}&${query}`)
}
const suggest = async (q: string, limit = 5) => {
  const region = await variantRegion()
  return store(`/store/catalog/search/suggestions?region_id=${region.id}&q=${encodeURIComponent(q)}&limit=${limit}`)
}
const q = (text: string) => `q=${encodeURIComponent(text)}`
const folded = (p: { title: string }) => normalizeSearchQuery(p.title)
const ids = (body: any) => body.products.map((p: any) => p.id)

/** A seeded word with diacritics in the variant's language (seed/catalogue.ts). */
const WORD = VARIANT === "cz" ? { plain: "ctecka", accented: "čtečka", upper: "ČTEČKA" } : { plain: "husa", accented: "husă", upper: "HUSĂ" }
const WATCHES = VARIANT === "cz" ? "chytre-hodinky" : "ceasuri-inteligente"
const TOO_SHORT = VARIANT === "cz" ? "Hledaný výraz musí mít alespoň 2 znaky." : "Căutarea trebuie să conțină cel puțin 2 caractere."

describe("GET /store/catalog/search", () => {
  it("ignores diacritics and case", async () => {
    const plain = await search(q(WORD.plain))
    expect(plain.status).toBe(200)
    expect(plain.body.count).toBeGreaterThan(0)
    for (const p of plain.body.products) expect(p.title.toLowerCase()).toContain(WORD.accented)
    expect(ids((await search(q(WORD.accented))).body)).toEqual(ids(plain.body))
    expect(ids((await search(q(WORD.upper))).body)).toEqual(ids(plain.body))
  })

  it("tolerates one typo: galxy finds Galaxy and nothing else", async () => {
    const { body } = await search(`${q("galxy")}&limit=100`)
    expect(body.count).toBeGreaterThan(2)
    for (const p of body.products) expect(folded(p)).toContain("galaxy")
    expect(body.count).toBe((await search(`${q("galaxy")}&limit=100`)).body.count)
  })

  it("needs every word, and finds nothing for a word no product has", async () => {
    const { body } = await search(q("galaxy watch"))
    expect(body.count).toBeGreaterThan(0)
    for (const p of body.products) expect(folded(p)).toMatch(/galaxy.*watch/)
    const none = await search(q("qqxyzw"))
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ count: 0, products: [] })
  })

  it("keeps the listing's facets, filters, sort and paging", async () => {
    const all = await search(`${q("apple")}&limit=100`)
    expect(all.body.facets.manufacturers.map((m: any) => m.value)).toContain("Apple")
    const { body } = await search(`${q("apple")}&quality=new&sort=price_asc&limit=5&page=2`)
    expect(body).toMatchObject({ q: "apple", page: 2, limit: 5 })
    expect(body.products.length).toBeGreaterThan(0)
    const prices = body.products.map((p: any) => Math.min(...p.variants.map((v: any) => v.calculated_price.calculated_amount)))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const p of body.products) expect(p.metadata.quality).toBe("new")
  })

  describe("ranking by the type category's meilisearch_boost", () => {
    let watches: { id: string; meilisearch_boost: string } | undefined
    afterAll(async () => {
      if (watches) await admin(`/admin/type-categories/${watches.id}`, { method: "PATCH", json: { meilisearch_boost: watches.meilisearch_boost } })
    })

    it("lists products of a boosted category first (a decimal comma accepted)", async () => {
      const { body: tree } = await admin("/admin/type-categories")
      watches = tree.type_categories.find((c: any) => c.handle === WATCHES)
      expect(watches).toBeDefined()
      const before = await search(`${q("apple")}&limit=5`)
      expect(before.body.products.some((p: any) => p.metadata.device_type !== "watch")).toBe(true)

      const patched = await admin(`/admin/type-categories/${watches!.id}`, { method: "PATCH", json: { meilisearch_boost: "3,5" } })
      expect(patched.status).toBe(200)
      // The Search module's index follows the category's event (src/search/product.ts).
      const watchesFirst = (res: any) => res.body.products.every((p: any) => p.metadata.device_type === "watch")
      const after = await eventually(() => search(`${q("apple")}&limit=3`), watchesFirst)
      expect(after.body.products.map((p: any) => p.metadata.device_type)).toEqual(["watch", "watch", "watch"])
      // The same products, only in another order.
      expect(after.body.count).toBe(before.body.count)
    })
  })

  it("keeps the product index's table ready for a common word among 100,000 products (modules/postgres-search)", async () => {
    const client = db()
    await client.connect()
    try {
      // The active product index's table: what a search reads.
      const { rows } = await client.query(`
        select i.table_name,
          (select indexdef from pg_indexes where indexname = i.table_name || '_order_idx') as order_index,
          (select attstattarget from pg_attribute where attrelid = i.table_name::regclass and attname = 'search_vector') as statistics
        from search_index_version v join search_postgres_index i on i.name = v.physical_name
        where v.physical_name ~ '^product_v[0-9]+$' and v.status = 'ready' and v.deleted_at is null order by v.version desc limit 1`)
      expect(rows).toHaveLength(1)
      // The order product-search.ts asks for (PRODUCT_SEARCH_ORDER), in the provider's own expressions.
      expect(rows[0].order_index).toContain(
        "(((indexed #>> '{boost}'::text[]))::double precision) DESC NULLS LAST, (((indexed #>> '{popularity}'::text[]))::double precision) DESC NULLS LAST",
      )
      expect(rows[0].statistics).toBe(10000)
    } finally {
      await client.end()
    }
  })

  it("finds a product by its new title right after an admin renames it", async () => {
    const { body } = await search(q(WORD.plain))
    const product = body.products[0]
    const word = `zkx${Date.now().toString(36)}`
    try {
      const renamed = await admin(`/admin/products/${product.id}`, { method: "POST", json: { title: `${product.title} ${word}` } })
      expect(renamed.status).toBe(200)
      // The Search module's product index follows the change's event (src/search/product.ts).
      const found = await eventually(
        () => search(q(word)),
        (res) => ids(res.body).length === 1,
      )
      expect(ids(found.body)).toEqual([product.id])
    } finally {
      await admin(`/admin/products/${product.id}`, { method: "POST", json: { title: product.title } })
    }
    expect(
      (
        await eventually(
          () => search(q(word)),
          (res) => res.body.count === 0,
        )
      ).body.count,
    ).toBe(0)
  })

  it("drops a product the admin unpublishes and finds it again once published, suggestions too", async () => {
    const { body } = await search(q("galaxy"))
    const product = body.products[0]
    const suggested = async () => (await suggest(product.title, 20)).body.products.some((p: any) => p.id === product.id)
    const listed = async () => ids((await search(`${q("galaxy")}&limit=100`)).body).includes(product.id)
    expect(await suggested()).toBe(true)
    try {
      expect((await admin(`/admin/products/${product.id}`, { method: "POST", json: { status: "draft" } })).status).toBe(200)
      expect(await eventually(listed, (found) => !found)).toBe(false)
      expect(await suggested()).toBe(false)
    } finally {
      await admin(`/admin/products/${product.id}`, { method: "POST", json: { status: "published" } })
    }
    expect(await eventually(listed, (found) => found)).toBe(true)
    expect(await suggested()).toBe(true)
  })

  it("answers 400 naming q with the translated message for a query under 2 characters", async () => {
    for (const res of [await search(q("a")), await search(q(" é ")), await suggest("x")]) {
      expect(res.status).toBe(400)
      expect(res.body.errors.q).toEqual([TOO_SHORT])
    }
    expect((await search("")).body.errors).toHaveProperty("q")
  })
})

describe("GET /store/catalog/search/suggestions", () => {
  it("offers products with price and image, and matching categories", async () => {
    const { status, body } = await suggest("galaxy")
    expect(status).toBe(200)
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThanOrEqual(5)
    for (const p of body.products) {
      expect(folded(p)).toContain("galaxy")
      expect(p).toMatchObject({ handle: expect.any(String), currency_code: VARIANT === "cz" ? "czk" : "ron" })
      expect(p.price).toBeGreaterThan(0)
      expect(p).toHaveProperty("thumbnail")
    }
    const categories = await suggest(VARIANT === "cz" ? "chytre" : "ceasuri")
    expect(categories.body.categories.map((c: any) => c.handle)).toContain(WATCHES)
  })

  it("suggests a category under the name the admin gives it", async () => {
    const { body } = await admin(`/admin/product-categories?handle=${WATCHES}&fields=id,name`)
    const [watches] = body.product_categories
    const word = `zkx${Date.now().toString(36)}`
    try {
      expect((await admin(`/admin/product-categories/${watches.id}`, { method: "POST", json: { name: `${watches.name} ${word}` } })).status).toBe(200)
      const found = await eventually(
        () => suggest(word),
        (res) => res.body.categories.length === 1,
      )
      expect(found.body.categories).toEqual([{ id: watches.id, name: `${watches.name} ${word}`, handle: WATCHES }])
    } finally {
      await admin(`/admin/product-categories/${watches.id}`, { method: "POST", json: { name: watches.name } })
    }
    expect(
      (
        await eventually(
          () => suggest(word),
          (res) => res.body.categories.length === 0,
        )
      ).body.categories,
    ).toEqual([])
  })

  it("takes the last word as the start of a word while the shopper types", async () => {
    const { body } = await suggest("iph")
    expect(body.products.length).toBeGreaterThan(0)
    for (const p of body.products) expect(folded(p)).toMatch(/\biph/)
    // A finished word before it is still a whole word: "iph" alone is no word of any product.
    expect((await search(`${q("iph galaxy")}`)).body.count).toBe(0)
  })

  it("suggests the results page's best products first", async () => {
    const [{ body: suggestions }, { body: results }] = await Promise.all([suggest("iphone"), search(`${q("iphone")}&limit=5`)])
    expect(suggestions.products.map((p: any) => p.id)).toEqual(ids(results))
  })
})
