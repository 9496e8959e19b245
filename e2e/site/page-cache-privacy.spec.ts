import http from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { expect, test } from "@playwright/test"
import { addProductToCart, messages, shop, visitProduct } from "../shop"

const STOREFRONT = process.env.STOREFRONT_URL ?? "http://localhost:8000"

/**
 * Cached pages are the same for every shopper (docs/caching.md "Page cache"): a page
 * rendered while one shopper's cookies were present is served to the next
 * shopper without any of the first one's data, and each sees their own cart
 * count and last visited products, which arrive after the page.
 */
test("one shopper's cart count and last visited products never reach another shopper through a cached page", async ({ browser }) => {
  const alice = await browser.newContext()
  const bob = await browser.newContext()
  try {
    const a = await alice.newPage()
    await addProductToCart(a, "samsung-galaxy-watch-7")
    await visitProduct(a, "apple-watch-series-10")
    await visitProduct(a, "garmin-venu-3")

    // A URL nobody visited yet: Alice's visit renders it, with her cookies on the request.
    const fresh = `/?visit=${Date.now()}`
    const first = await a.goto(fresh)
    expect(first!.headers()["x-cache"]).toBe("MISS")
    await expect(a.getByTestId("cart-count")).toHaveText("1")
    const visited = a.getByTestId("last-visited").getByTestId("product-card")
    await expect(visited).toHaveCount(3)
    await expect(visited.first()).toContainText("Garmin Venu 3")

    const b = await bob.newPage()
    const served = await b.goto(fresh)
    expect(served!.headers()["x-cache"]).toBe("HIT")
    // Nothing of Alice's is in the shared document itself…
    const document = await served!.text()
    expect(document).not.toContain("last-visited")
    expect(document).not.toMatch(/cart_[0-9A-Z]{20,}/)
    // …and Bob's own data, loaded after it, is empty.
    await expect(b.getByTestId("cart-count")).toHaveText("0")
    await visitProduct(b, "garmin-venu-3")
    await expect(b.getByTestId("cart-count")).toHaveText("0")
    await b.goto("/")
    await expect(b.getByTestId("last-visited").getByTestId("product-card")).toHaveCount(1)
    await expect(b.getByTestId("last-visited")).toContainText("Garmin Venu 3")

    // And Alice keeps hers.
    await a.goto("/")
    await expect(a.getByTestId("cart-count")).toHaveText("1")
    await expect(a.getByTestId("last-visited").getByTestId("product-card")).toHaveCount(3)
  } finally {
    await alice.close()
    await bob.close()
  }
})

test("a cached page is complete and usable before the shopper's own data arrives", async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/api/shopper*", async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/p/samsung-galaxy-watch-7")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByTestId("cart-count")).toBeHidden()
  // Buying works while the count is still on its way…
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByText(messages.cart.added)).toBeVisible()
  // …and so does the menu.
  await page.getByRole("link", { name: shop.phonesMenu }).first().click()
  await expect(page).toHaveURL(new RegExp(`${shop.phonesPath}$`))
  await expect(page.getByTestId("product-card").first()).toBeVisible()

  release()
  await expect(page.getByTestId("cart-count")).toHaveText("1")
})

/** One GET of the storefront as raw bytes, with only the headers given (no decoding). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, STOREFRONT), { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk) => chunks.push(chunk)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

test("a cached page is the same bytes in every encoding the client accepts and revalidates by its ETag", async () => {
  const path = "/p/samsung-galaxy-watch-7"
  await expect.poll(async () => (await rawGet(path, {})).headers["x-cache"]).toBe("HIT")
  const plain = await rawGet(path, {})
  expect(plain.headers["content-encoding"]).toBeUndefined()
  expect(plain.headers.vary).toMatch(/Cookie/)
  expect(plain.headers.vary).toMatch(/Accept-Encoding/)
  expect(plain.body.length).toBe(Number(plain.headers["content-length"]))
  const br = await rawGet(path, { "accept-encoding": "gzip, deflate, br" })
  expect(br.headers["content-encoding"]).toBe("br")
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
  const gzip = await rawGet(path, { "accept-encoding": "gzip" })
  expect(gzip.headers["content-encoding"]).toBe("gzip")
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  // The page does not change per answer, so the browser's copy is confirmed without a body.
  const again = await rawGet(path, { "if-none-match": plain.headers.etag! })
  expect(again.status).toBe(304)
  expect(again.body.length).toBe(0)
  expect(again.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"])
})
