import { expect, test, type APIRequestContext } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, adminToken, fillCheckoutForm, messages } from "./shop"

/**
 * The storefront's page cache (README "Page cache") keeps catalogue pages
 * until something on them changes: a change made in the admin, or an order
 * taking the last unit, shows on the next visit within a second. Each case
 * first makes sure the page is served from the cache (`X-Cache: HIT`), so
 * only the invalidation can bring the change.
 */
const DEADLINE = { timeout: 1_000, intervals: [25, 50, 100] }
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

/** Sets every stock level of each variant of the product (in variant order; missing counts are 0). */
async function setStock(api: Admin, product: any, counts: number[]) {
  for (const [index, variant] of product.variants.entries()) {
    const { inventory_items } = await api.get(`/admin/inventory-items?sku=${encodeURIComponent(variant.sku)}&fields=id,*location_levels`)
    for (const level of inventory_items[0].location_levels) {
      await api.post(`/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, { stocked_quantity: counts[index] ?? 0 })
    }
  }
}

/** Visits until the page comes from the cache. */
async function warm(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await request.get(path)).headers()["x-cache"]).toBe("HIT")
}

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text()

test("a price, stock, title or category change in the admin shows on the next visit within a second", async ({ request }) => {
  const api = await admin()

  await test.step("price", async () => {
    const product = await productByHandle(api, "apple-watch-se")
    const variant = product.variants[0]
    const price = variant.prices.find((p: any) => p.currency_code === CURRENCY)
    const amount = Number(price.amount) + 7
    await warm(request, "/p/apple-watch-se")
    expect(await html(request, "/p/apple-watch-se")).not.toMatch(new RegExp(`\\b${amount}\\b`))
    await api.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      prices: variant.prices.map((p: any) => ({ id: p.id, currency_code: p.currency_code, amount: p.id === price.id ? amount : p.amount })),
    })
    await expect.poll(() => html(request, "/p/apple-watch-se"), DEADLINE).toMatch(new RegExp(`\\b${amount}\\b`))
  })

  await test.step("title, on the product page and in its category listing", async () => {
    const product = await productByHandle(api, "apple-watch-series-10")
    const category = product.categories[0]
    const { type_categories } = await (await fetch(`${BACKEND_URL}/store/type-categories`)).json()
    const path = findPath(type_categories, category.handle)
    const title = `${product.title} ${Date.now()}`
    await warm(request, "/p/apple-watch-series-10")
    if (path) await warm(request, path)
    await api.post(`/admin/products/${product.id}`, { title })
    try {
      await expect.poll(() => html(request, "/p/apple-watch-series-10"), DEADLINE).toContain(title)
      if (path) await expect.poll(() => html(request, path), DEADLINE).toContain(title)
    } finally {
      await api.post(`/admin/products/${product.id}`, { title: product.title })
    }
  })

  await test.step("stock", async () => {
    const product = await productByHandle(api, "xiaomi-pad-7")
    await setStock(api, product, product.variants.map(() => 5))
    await warm(request, "/p/xiaomi-pad-7")
    expect(await html(request, "/p/xiaomi-pad-7")).not.toContain(messages.product.outOfStock)
    await setStock(api, product, [])
    try {
      await expect.poll(() => html(request, "/p/xiaomi-pad-7"), DEADLINE).toContain(messages.product.outOfStock)
    } finally {
      await setStock(api, product, product.variants.map(() => 5))
    }
  })

  await test.step("category name, in the menu of every page", async () => {
    const { type_categories } = await (await fetch(`${BACKEND_URL}/store/type-categories`)).json()
    const category = type_categories[0]
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

test("an order selling the last unit shows the product sold out on the next visit within a second", async ({ page, request }) => {
  const api = await admin()
  const product = await productByHandle(api, "lenovo-tab-p12")
  await setStock(api, product, [1])
  try {
    await addProductToCart(page, "lenovo-tab-p12")
    await warm(request, "/p/lenovo-tab-p12")
    expect(await html(request, "/p/lenovo-tab-p12")).not.toContain(messages.product.outOfStock)
    await page.goto("/checkout")
    await fillCheckoutForm(page)
    await page.getByTestId("checkout-submit").click()
    await expect(page.getByTestId("order-confirmed")).toBeVisible()
    await expect.poll(() => html(request, "/p/lenovo-tab-p12"), DEADLINE).toContain(messages.product.outOfStock)
  } finally {
    await setStock(api, product, product.variants.map(() => 5))
  }
})

type MenuNode = { handle: string; path?: string | null; children?: MenuNode[] }

/** The storefront path of a category in the menu tree, if it is shown there. */
function findPath(nodes: MenuNode[], handle: string): string | null {
  for (const node of nodes) {
    if (node.handle === handle) return `/${node.path || node.handle}`
    const found = findPath(node.children ?? [], handle)
    if (found) return found
  }
  return null
}
