import { expect, test, type Page } from "@playwright/test"
import { VARIANT, checkoutWith, fillCheckoutForm, messages, noScriptCartPage, orderWidgetInAdmin } from "../shop"

// The seeded option and a town of the bundled sample feeds (backend/src/lib/pickup-point/sample-feeds).
const PICKUP = VARIANT === "cz" ? "Výdejní místo" : "Punct de ridicare"
const TOWN = VARIANT === "cz" ? { typed: "plzen", city: "Plzeň" } : { typed: "iasi", city: "Iași" }

async function choosePickupDelivery(page: Page) {
  await fillCheckoutForm(page)
  await page.getByTestId("shipping-option").filter({ hasText: PICKUP }).click()
}

test("a shopper picks a pickup point on the map after searching without diacritics; the order, thank-you page and admin show it", async ({ page }) => {
  await checkoutWith(page, "samsung-galaxy-a16")
  await choosePickupDelivery(page)
  const picker = page.getByTestId("pickup-picker")
  await expect(picker).toBeVisible()
  const allCount = await picker.getByTestId("pickup-marker").count()
  expect(allCount).toBeGreaterThan(20)

  await picker.getByTestId("pickup-search").fill(TOWN.typed)
  const markers = picker.getByTestId("pickup-marker")
  await expect.poll(() => markers.count()).toBeLessThan(allCount)
  for (const item of await picker.getByTestId("pickup-point").allTextContents()) expect(item).toContain(TOWN.city)

  // The map's markers are buttons: a keyboard user picks one with Enter.
  const marker = markers.first()
  const label = (await marker.getAttribute("aria-label")) ?? ""
  await marker.focus()
  await page.keyboard.press("Enter")
  await expect(marker).toHaveAttribute("aria-pressed", "true")
  const chosen = picker.getByTestId("pickup-chosen")
  await expect(chosen).toContainText(TOWN.city)
  const pointName = (await chosen.locator("strong").innerText()).trim()
  expect(label).toContain(pointName)
  await expect(picker.getByRole("radio", { checked: true })).toHaveCount(1)

  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  const shown = page.getByTestId("order-pickup-point")
  await expect(shown).toContainText(pointName)
  await expect(shown).toContainText(messages.delivery.pointTitle)

  const widget = await orderWidgetInAdmin(page, "electroshop-pickup-point")
  await expect(widget).toContainText(pointName)
})

test("without JavaScript the point is searched with a plain form and chosen from the radio list", async ({ browser }) => {
  const page = await noScriptCartPage(browser, "anker-powerbank-10000")
  await page.getByTestId("pickup-search").fill(TOWN.typed)
  await page.getByTestId("pickup-picker").getByRole("button", { name: messages.delivery.searchButton }).click()
  await expect(page).toHaveURL(/pickup_q=/)
  const points = page.getByTestId("pickup-point")
  await expect(points.first()).toBeVisible()
  for (const item of await points.allTextContents()) expect(item).toContain(TOWN.city)

  // Submitted without a point: the form says to choose one.
  await choosePickupDelivery(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("error-pickup_point_id")).toHaveText(messages.delivery.choosePoint)

  await choosePickupDelivery(page)
  const name = (
    await points
      .first()
      .locator(".choice__name")
      .evaluate((el) => el.firstChild?.textContent ?? "")
  ).trim()
  await points.first().click()
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-pickup-point")).toContainText(name)
  await page.context().close()
})

test("the picker fits a phone screen without sideways scrolling", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await checkoutWith(page, "apple-airpods-4")
  await page.getByTestId("shipping-option").filter({ hasText: PICKUP }).click()
  await expect(page.getByTestId("pickup-map")).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
