import { expect, test } from "@playwright/test"
import { BACKEND_URL, loginToAdmin, shop, LANG, adminTexts } from "../shop"

/**
 * Staff purge the CDN by surrogate key from the admin menu entry; the local
 * server speaking Fastly's purge API (scripts/lib/fake-fastly.mjs, started by
 * scripts/test.mjs, FAKE_FASTLY_URL) must receive the call with the key and
 * the token. A refused purge shows the alert 'Failed to purge cache'.
 */
const ui = adminTexts.cdnPurge
const FASTLY = process.env.FAKE_FASTLY_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_FASTLY_PORT || 1190}`
const TOKEN = process.env.FAKE_FASTLY_TOKEN || "fake-fastly-token"

type FastlyCall = { method: string; path: string; keys: string[]; token: string | null; soft: boolean; kind: string }
const fastlyCalls = async (): Promise<FastlyCall[]> => (await fetch(`${FASTLY}/__calls`)).json()

/**
 * Forgets Fastly's calls once the backend has stopped sending any: an
 * earlier spec's catalogue change (e.g. a bulk assignment) is purged
 * automatically a moment later, and must not be counted as this spec's call.
 */
async function clearFastlyCallsWhenQuiet() {
  let seen = -1
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const count = (await fastlyCalls()).length
    if (count === seen) break
    seen = count
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  await fetch(`${FASTLY}/__calls`, { method: "DELETE" })
}

test("staff purge the CDN by key from the admin menu; Fastly receives the key and the token", async ({ page }) => {
  await clearFastlyCallsWhenQuiet()
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/orders`)
  await page.getByRole("link", { name: ui.menu, exact: true }).click()

  // the menu entry opens the dialog with its four tabs
  const dialog = page.getByRole("dialog")
  await expect(dialog.getByRole("heading", { name: ui.title })).toBeVisible()
  for (const tab of [ui.tabs.default, ui.tabs.url, ui.tabs.key, ui.tabs.full]) {
    await expect(dialog.getByRole("tab", { name: tab, exact: true })).toBeVisible()
  }
  await expect(dialog.getByTestId("cdn-not-configured")).toHaveCount(0)

  // Key tab: an empty field is refused in the dialog, nothing is sent
  await dialog.getByRole("tab", { name: ui.tabs.key, exact: true }).click()
  await dialog.getByTestId("cdn-purge-submit").click()
  await expect(dialog.getByText(ui.keys_required)).toBeVisible()
  expect(await fastlyCalls()).toEqual([])

  await dialog.getByLabel(ui.keys_label).fill("product-apple-iphone-16")
  await dialog.getByTestId("cdn-purge-submit").click()
  await expect(dialog.getByTestId("cdn-purge-success")).toContainText("product-apple-iphone-16")
  await expect(page.getByText(ui.purged).first()).toBeVisible()

  const calls = await fastlyCalls()
  expect(calls).toHaveLength(1)
  expect(calls[0]).toEqual(expect.objectContaining({ method: "POST", keys: ["product-apple-iphone-16"], token: TOKEN, soft: false, kind: "key" }))
  expect(calls[0].path).toMatch(/^\/service\/[^/]+\/purge\/product-apple-iphone-16$/)

  // Default tab: the keys for html and endpoint in one call
  await dialog.getByRole("tab", { name: ui.tabs.default, exact: true }).click()
  await dialog.getByTestId("cdn-purge-submit").click()
  await expect(dialog.getByTestId("cdn-purge-success")).toContainText("html endpoint")
  const [, defaults] = await fastlyCalls()
  expect(defaults).toEqual(expect.objectContaining({ keys: ["html", "endpoint"], token: TOKEN }))

  // a refused purge shows the alert from the spec
  await fetch(`${FASTLY}/__fail`, { method: "POST", body: JSON.stringify({ status: 500 }) })
  await dialog.getByTestId("cdn-purge-submit").click()
  await expect(dialog.getByTestId("cdn-purge-error")).toContainText("Failed to purge cache")
  await expect(dialog.getByTestId("cdn-purge-error")).toContainText("500")
})

test("storefront pages carry the surrogate keys the Default purge covers", async ({ request }) => {
  const category = await request.get(shop.phonesPath)
  expect(category.headers()["surrogate-key"]?.split(" ")).toEqual(["html", `category-${shop.phonesPath.slice(1)}`])
  expect(category.headers()["surrogate-control"]).toMatch(/^max-age=\d+$/)

  // A product page is shared (the visit is recorded by /api/shopper after it), a shopper's own pages
  // are never kept by the CDN (the whole rule: e2e/site/storefront-security.spec.ts).
  const product = await request.get("/p/apple-iphone-16")
  expect(product.headers()["surrogate-key"]?.split(" ")).toEqual(["html", "product-apple-iphone-16"])
  const cart = await request.get("/cart")
  expect(cart.status()).toBe(200)
  expect(cart.headers()["surrogate-key"]).toBeUndefined()
  expect(cart.headers()["surrogate-control"]).toBe("no-store")
})
