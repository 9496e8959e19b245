import { expect, test, type APIRequestContext } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, adminToken, fillCheckoutForm, messages } from "../shop"

/**
 * The storefront's page cache (docs/caching.md "Page cache") keeps catalogue pages
 * until something on them changes: a change made in the admin, or an order
 * taking the last unit, shows on the next visit. Each case first makes sure
 * the page is served from the cache (`X-Cache: HIT`), so only the
 * invalidation can bring the change: without it the page would stay for
 * PAGE_CACHE_FRESH_SECONDS (300). How soon it shows (≤ 1 s, issue 9) is
 * measured by `npm run bench` on a quiet machine; here, with both test lanes
 * on two cores, the event, the read model's refresh, the purge and a fresh
 * render took about 0.5 s and, on a busy machine, over 1 s: the deadline proves the invalidation, not the speed.
 */
const DEADLINE = { timeout: 5_000, intervals: [25, 50, 100] }
const CURRENCY = VARIANT === "cz" ? "czk" : "ron"

type Admin = { get: (path: string) => Promise<any>; post: (path: string, body: unknown) => Promise<any> }

async function admin(): Promise<Admin> {
  const headers = { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" }
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${BACKEND_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    expect(res.status, `${method} ${path}`).toBeLessThan(300)
    return res.json()
  }
  return { get: (path) => call("GET", path), post: (path, body) => call("POST", path, body) }
}

async function productByHandle(api: Admin, handle: string) {
  const { products } = await api.get(`/admin/products?handle=${handle}&fields=id,title,*variants,*variants.prices,*categories`)
  return products[0]
}

type Level = { inventory_item_id: string; location_id: string; stocked_quantity: number }

/** The stock levels of each variant of the product, in variant order. */
async function stockLevels(api: Admin, product: any): Promise<Level[][]> {
  const levels: Level[][] = []
  for (const variant of product.variants) {
    const { inventory_items } = await api.get(`/admin/inventory-items?sku=${encodeURIComponent(variant.sku)}&fields=id,*location_levels`)
    levels.push(inventory_items[0].location_levels)
  }
  return levels
}

/** Puts `counts[i]` units of variant i in its first location and none elsewhere (missing counts are 0). */
async function setStock(api: Admin, levels: Level[][], counts: number[]) {
  for (const [index, variantLevels] of levels.entries()) {
    for (const [n, level] of variantLevels.entries()) {
      const stocked_quantity = n === 0 ? (counts[index] ?? 0) : 0
      await api.post(`/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, { stocked_quantity })
    }
  }
}

/** Puts the levels back as they were. */
async function restoreStock(api: Admin, levels: Level[][]) {
  for (const level of levels.flat()) {
    await api.post(`/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, { stocked_quantity: level.stocked_quantity })
  }
}

/** Visits until the page comes from the cache. */
async function warm(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()["x-cache"]).toBe("HIT")
}

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text()
/**
 * The page's markup without its scripts, whose loader data carries every
 * message of the shop ("sold out" among them) whatever the page shows.
 */
const markup = async (request: APIRequestContext, path: string) => (await html(request, path)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")

test("a price, stock, title or category change in the admin shows on the next visit", async ({ request }) => {
  const api = await admin()

  await test.step("price", async () => {
    const product = await productByHandle(api, "apple-watch-se")
    const variant = product.variants[0]
    const price = variant.prices.find((p: any) => p.currency_code === CURRENCY)
    await warm(request, "/p/apple-watch-se")
    // A new price the page does not show yet: the page carries other numbers
    // (installments, other variants) one of which may equal price + 7.
    const before = await html(request, "/p/apple-watch-se")
    let amount = Number(price.amount) + 7
    while (new RegExp(`\\b${amount}\\b`).test(before)) amount += 1
    await api.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      prices: variant.prices.map((p: any) => ({ id: p.id, currency_code: p.currency_code, amount: p.id === price.id ? amount : p.amount })),
    })
    await expect.poll(() => html(request, "/p/apple-watch-se"), DEADLINE).toMatch(new RegExp(`\\b${amount}\\b`))
  })

  await test.step("title, on the product page and in its category listing", async () => {
    const product = await productByHandle(api, "apple-watch-series-10")
    const page = await html(request, "/p/apple-watch-series-10")
    // The product's own category: the last link of its breadcrumbs.
    const crumbs = page.slice(page.indexOf('class="breadcrumbs"'))
    const listing = [...crumbs.slice(0, crumbs.indexOf("</nav>")).matchAll(/href="(\/[^"]+)"/g)].map((m) => m[1])
    const path = listing[listing.length - 1]
    const title = `${product.title} ${Date.now()}`
    await warm(request, "/p/apple-watch-series-10")
    await warm(request, path)
    await api.post(`/admin/products/${product.id}`, { title })
    try {
      await expect.poll(() => html(request, "/p/apple-watch-series-10"), DEADLINE).toContain(title)
      await expect.poll(() => html(request, path), DEADLINE).toContain(title)
    } finally {
      await api.post(`/admin/products/${product.id}`, { title: product.title })
    }
  })

  await test.step("stock", async () => {
    const product = await productByHandle(api, "xiaomi-pad-7")
    const levels = await stockLevels(api, product)
    await setStock(
      api,
      levels,
      product.variants.map(() => 5),
    )
    try {
      await warm(request, "/p/xiaomi-pad-7")
      expect(await markup(request, "/p/xiaomi-pad-7")).not.toContain(messages.product.outOfStock)
      await setStock(api, levels, [])
      await expect.poll(() => markup(request, "/p/xiaomi-pad-7"), DEADLINE).toContain(messages.product.outOfStock)
    } finally {
      await restoreStock(api, levels)
    }
  })

  await test.step("category name, in the menu of every page", async () => {
    // A top-level category the menu shows.
    const home = await html(request, "/")
    const { product_categories } = await api.get("/admin/product-categories?fields=id,name,parent_category_id&limit=200")
    const category = product_categories.find((c: { name: string; parent_category_id: string | null }) => !c.parent_category_id && home.includes(`>${c.name}<`))
    const name = `${category.name} ${Date.now()}`
    await warm(request, "/")
    await warm(request, "/info/contact")
    await api.post(`/admin/product-categories/${category.id}`, { name })
    try {
      await expect.poll(() => html(request, "/"), DEADLINE).toContain(name)
      await expect.poll(() => html(request, "/info/contact"), DEADLINE).toContain(name)
    } finally {
      await api.post(`/admin/product-categories/${category.id}`, { name: category.name })
    }
  })
})

test("an order selling the last unit shows the product sold out on the next visit", async ({ page, request }) => {
  const api = await admin()
  const product = await productByHandle(api, "lenovo-tab-p12")
  const levels = await stockLevels(api, product)
  await setStock(api, levels, [1])
  try {
    await addProductToCart(page, "lenovo-tab-p12")
    await warm(request, "/p/lenovo-tab-p12")
    expect(await markup(request, "/p/lenovo-tab-p12")).not.toContain(messages.product.outOfStock)
    await page.goto("/checkout")
    await fillCheckoutForm(page)
    await page.getByTestId("checkout-submit").click()
    await expect(page.getByTestId("order-confirmed")).toBeVisible()
    await expect.poll(() => markup(request, "/p/lenovo-tab-p12"), DEADLINE).toContain(messages.product.outOfStock)
  } finally {
    await restoreStock(api, levels)
  }
})

test("the admin's CDN purge empties the page cache too; the purge route refuses anyone without the secret", async ({ request }) => {
  const api = await admin()
  await warm(request, "/p/apple-watch-se")
  await warm(request, "/info/contact")
  // A key purge drops the pages tagged with it, and only those.
  const purged = await fetch(`${BACKEND_URL}/admin/cdn/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ mode: "key", keys: ["product-apple-watch-se"] }),
  })
  expect((await purged.json()).storefront_cache).toMatchObject({ purged: true })
  expect((await request.get("/p/apple-watch-se")).headers()["x-cache"]).toBe("MISS")
  expect((await request.get("/info/contact")).headers()["x-cache"]).toBe("HIT")
  // Purge All drops every page.
  await api.post("/admin/cdn/purge", { mode: "full" })
  expect((await request.get("/info/contact")).headers()["x-cache"]).toBe("MISS")

  for (const authorization of [undefined, "Bearer not-the-secret"]) {
    const res = await request.post("/__internal/page-cache/purge", { headers: authorization ? { authorization } : {}, data: { tags: ["html"] } })
    expect(res.status(), authorization ?? "no authorization").toBe(401)
  }
})
