import { expect, test } from "@playwright/test"
import { BACKEND_URL, adminToken, loginToAdmin, messages, adminTexts } from "../shop"

const ui = adminTexts.specialOffers
const HANDLE = "garmin-forerunner-265"
const GIFT = "anker-powerbank-10000"

async function productId(handle: string) {
  const res = await fetch(`${BACKEND_URL}/admin/products?handle=${handle}&fields=id`, { headers: { authorization: `Bearer ${await adminToken()}` } })
  return ((await res.json()) as { products: { id: string }[] }).products[0].id
}

test("staff put a badge and a gift on a product; shoppers see them on its page and card until staff remove them", async ({ page, browser }) => {
  const id = await productId(HANDLE)
  const badge = `Akce ${Date.now() % 10000}`
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/products/${id}`)
  const widget = page.getByTestId("product-special-offers")
  await expect(widget.getByText(ui.empty)).toBeVisible()

  // A gift without its product, and days the wrong way round, are named at their fields.
  await widget.getByLabel(ui.kind).selectOption("gift")
  await widget.getByLabel(ui.label, { exact: true }).fill("Powerbanka zdarma")
  await widget.getByLabel(ui.valid_from).fill("2030-05-10")
  await widget.getByLabel(ui.valid_to).fill("2030-05-01")
  await widget.getByRole("button", { name: ui.add }).click()
  await expect(widget.getByText(ui.gift_required)).toBeVisible()
  await expect(widget.getByText(ui.range_inverted)).toBeVisible()

  await widget.getByLabel(ui.gift_product).fill(GIFT)
  await widget.getByLabel(ui.valid_from).fill("")
  await widget.getByLabel(ui.valid_to).fill("")
  await widget.getByRole("button", { name: ui.add }).click()
  await expect(widget.getByTestId("special-offer-row")).toHaveCount(1)
  await widget.getByLabel(ui.kind).selectOption("badge")
  await widget.getByLabel(ui.label, { exact: true }).fill(badge)
  await widget.getByRole("button", { name: ui.add }).click()
  await expect(widget.getByTestId("special-offer-row")).toHaveCount(2)
  await expect(widget.getByTestId("special-offer-row").first()).toContainText(ui.current)

  // The shop: the product page (served from the page cache, emptied by the change) and its category's card.
  const shopper = await browser.newPage()
  await shopper.goto(`/p/${HANDLE}`)
  const offers = shopper.locator(".product__offer")
  await expect(offers.filter({ hasText: badge })).toBeVisible()
  const gift = offers.filter({ hasText: messages.offers.gift.replace("{{label}}", "Powerbanka zdarma") })
  await expect(gift.getByRole("link")).toHaveAttribute("href", `/p/${GIFT}`)
  const category = await shopper.locator(".breadcrumbs a").last().getAttribute("href")
  await shopper.goto(category!)
  // The card names both offers, oldest first.
  await expect(shopper.locator(`[data-handle="${HANDLE}"]`).getByTestId("card-offer")).toHaveText(["Powerbanka zdarma", badge])

  // Removed in the admin, gone from the shop.
  for (const left of [1, 0]) {
    await widget.getByRole("button", { name: ui.delete }).first().click()
    await expect(widget.getByTestId("special-offer-row")).toHaveCount(left)
  }
  await expect(widget.getByText(ui.empty)).toBeVisible()
  await expect.poll(async () => (await shopper.request.get(`/p/${HANDLE}`)).text(), { timeout: 5_000 }).not.toContain(badge)
  await shopper.close()
})
