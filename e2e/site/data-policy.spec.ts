import { expect, test, type Page } from "@playwright/test"
import { VARIANT, messages } from "../shop"

// The spec's client data policy (§7): a request the browser makes on its own
// is retried 3 times, 1 s, 2 s, 4 s apart (storefront lib/query-client.ts), so
// a server that fails twice still gives the shopper the data.

/** Answers the first two requests matching `url` with 503, lets the rest through; the times they were made. */
async function failTwice(page: Page, url: string) {
  const asked: number[] = []
  await page.route(url, async (route) => {
    asked.push(Date.now())
    if (asked.length <= 2) await route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"busy"}' })
    else await route.continue()
  })
  return asked
}

const WORD = VARIANT === "cz" ? { plain: "ctecka", accented: /čtečka/i } : { plain: "husa", accented: /husă/i }

test("search suggestions that fail twice are retried after 1 s and 2 s, and shown", async ({ page }) => {
  const asked = await failTwice(page, "**/api/search?*")
  await page.goto("/")
  const box = page.getByRole("combobox", { name: messages.search.label })
  await box.fill(WORD.plain)

  // Still searching (not the error) while the failed request is retried.
  await expect.poll(() => asked.length).toBe(1)
  await expect(page.getByTestId("search-status")).toHaveText(messages.search.loading)

  const products = page.getByRole("listbox", { name: messages.search.suggestions }).getByTestId("search-suggestion-product")
  await expect(products.first()).toContainText(WORD.accented)
  expect(asked).toHaveLength(3)
  expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(1000)
  expect(asked[2] - asked[1]).toBeGreaterThanOrEqual(2000)

  // Kept 5 minutes: the same words again are answered without asking.
  await box.fill("")
  await box.fill(WORD.plain)
  await expect(products.first()).toContainText(WORD.accented)
  expect(asked).toHaveLength(3)
})

test("the shopper's own data (the cart count) that fails twice still appears", async ({ page }) => {
  const asked = await failTwice(page, "**/api/shopper*")
  await page.goto("/")
  await expect(page.getByTestId("cart-count")).toHaveText("0")
  expect(asked).toHaveLength(3)
})
