import { expect, test, type Page } from "@playwright/test"
import { VARIANT, messages } from "../shop"

// Product search: the header's combobox and the results page (storefront
// features/search, backend /store/catalog/search*), in the variant's language.

/** A seeded word with diacritics (backend seed/catalogue.ts), typed without them. */
const WORD = VARIANT === "cz" ? { plain: "ctecka", accented: /čtečka/i } : { plain: "husa", accented: /husă/i }
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key])

const searchBox = (page: Page) => page.getByRole("combobox", { name: messages.search.label })
const listbox = (page: Page) => page.getByRole("listbox", { name: messages.search.suggestions })

test("typing in the header box suggests products; the keyboard chooses one", async ({ page }) => {
  await page.goto("/")
  const box = searchBox(page)
  await box.fill(WORD.plain[0])
  await expect(page.getByTestId("search-status")).toHaveText(messages.search.tooShort)

  await box.fill(WORD.plain)
  await expect(box).toHaveAttribute("aria-expanded", "true")
  const products = listbox(page).getByTestId("search-suggestion-product")
  await expect(products.first()).toBeVisible()
  await expect(products.first()).toContainText(WORD.accented)
  // Price and image with every product suggestion.
  await expect(products.first()).toContainText(VARIANT === "cz" ? /Kč/ : /lei/)

  // Arrow down to the first product (categories, when any, come first).
  const options = listbox(page).getByRole("option")
  const categoryCount = await listbox(page).getByTestId("search-suggestion-category").count()
  for (let i = 0; i <= categoryCount; i++) await box.press("ArrowDown")
  const chosen = options.nth(categoryCount)
  await expect(chosen).toHaveAttribute("aria-selected", "true")
  await expect(box).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id"))!)
  const title = (await chosen.locator(".search-box__title").textContent())!

  // Escape closes the list; arrow down opens it again on the same option.
  await box.press("Escape")
  await expect(box).toHaveAttribute("aria-expanded", "false")
  await expect(listbox(page)).toBeHidden()

  for (let i = 0; i <= categoryCount; i++) await box.press("ArrowDown")
  await expect(box).toHaveAttribute("aria-expanded", "true")
  await expect(chosen).toHaveAttribute("aria-selected", "true")
  await box.press("Enter")
  await expect(page).toHaveURL(/\/p\//)
  await expect(page.getByTestId("product-title")).toHaveText(title)
})

test("a one-character search is refused with the spec's message", async ({ page }) => {
  await page.goto("/")
  const box = searchBox(page)
  await box.fill("x")
  await box.press("Enter")
  await expect(page.getByTestId("search-too-short-hint")).toHaveText(messages.search.tooShort)
  await expect(page).toHaveURL((url) => url.pathname === "/")
  await page.goto("/search?q=x")
  await expect(page.getByTestId("search-too-short")).toHaveText(messages.search.tooShort)
})

test("the results page filters by a facet, sorts and pages like a category", async ({ page }) => {
  await page.goto("/")
  await searchBox(page).fill("apple")
  await searchBox(page).press("Enter")
  await expect(page).toHaveURL(/\/search\?q=apple$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(messages.search.resultsFor, { q: "apple" }))
  await expect(page.getByTestId("sort-select")).toHaveValue("relevance")
  const count = page.getByTestId("catalog-count")
  const before = await count.textContent()

  await page.getByTestId("catalog-filters").getByRole("checkbox", { name: messages.quality.new }).check()
  await expect(page).toHaveURL(/[?&]quality=new/)
  await expect(page).toHaveURL(/[?&]q=apple/)
  await expect(count).not.toHaveText(before!)

  await page.getByTestId("sort-select").selectOption("price_asc")
  await expect(page).toHaveURL(/[?&]sort=price_asc/)
  await expect(page).toHaveURL(/[?&]quality=new/)
  const cards = page.getByTestId("product-card")
  await expect(cards.first()).toBeVisible()
  // Under load the URL can change before the list re-renders: read the prices until they are the sorted ones.
  const prices = async () =>
    (await page.getByTestId("product-grid").locator(".price__amount").allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")))
  await expect
    .poll(async () => {
      const numbers = await prices()
      return numbers.length > 0 && numbers.join() === [...numbers].sort((a, b) => a - b).join()
    })
    .toBe(true)
})

test("a search without results says so and offers the way home", async ({ page }) => {
  await page.goto("/")
  await searchBox(page).fill("qqxyzw")
  await expect(page.getByTestId("search-status")).toHaveText(fill(messages.search.noSuggestions, { q: "qqxyzw" }))
  await searchBox(page).press("Enter")
  const empty = page.getByTestId("search-empty")
  await expect(empty.getByRole("heading")).toHaveText(fill(messages.search.emptyTitle, { q: "qqxyzw" }))
  await expect(empty.getByRole("link", { name: messages.errors.backHome })).toBeVisible()
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the header box is a plain GET form to the results page", async ({ page }) => {
    await page.goto("/")
    await searchBox(page).fill(WORD.plain)
    await page.getByRole("search").getByRole("button", { name: messages.search.submit }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD.plain}$`))
    await expect(page.getByTestId("product-card").first()).toContainText(WORD.accented)
  })
})

test("the box, its suggestions and the results fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const fits = async (where: string) => {
    const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
    expect.soft(size.scroll, where).toBeLessThanOrEqual(size.inner)
  }
  await page.goto("/")
  await searchBox(page).fill("galaxy")
  await expect(listbox(page).getByTestId("search-suggestion-product").first()).toBeVisible()
  await fits("suggestions")
  await page.goto("/search?q=galaxy")
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await fits("results")
})
