import { expect, test, type Page } from "@playwright/test"
import {
  BACKEND_URL,
  VARIANT,
  checkoutWith,
  fillCheckoutForm,
  loginToAdmin,
  messages,
  noScriptCartPage,
  orderWidgetInAdmin,
  shop,
  LANG,
  adminTexts,
} from "../shop"

const plugin = adminTexts
const ui = plugin.deliveryTimeslots
const PICKUP = VARIANT === "cz" ? "Výdejní místo" : "Punct de ridicare"

/** Chooses the first real window of the picker (after "any time") and gives its label, e.g. "po 30.11.2026, 08:00–12:00". */
async function chooseFirstWindow(page: Page): Promise<string> {
  const choice = page.getByTestId("timeslot-picker").getByTestId("timeslot-choice").nth(1)
  const label = (await choice.innerText()).trim()
  await choice.click()
  return label
}

test("with the courier the shopper chooses a delivery window; the thank-you page, order page and admin show it", async ({ page }) => {
  await checkoutWith(page, "usb-c-cable-1m")
  await fillCheckoutForm(page)
  const picker = page.getByTestId("timeslot-picker")
  await expect(picker).toBeVisible()
  await expect(page.getByRole("group", { name: messages.delivery.timeslotTitle })).toBeVisible()
  await expect(picker.getByRole("radio", { name: messages.delivery.timeslotAny })).toBeChecked()
  // Only with the courier.
  await page.getByTestId("shipping-option").filter({ hasText: PICKUP }).click()
  await expect(picker).toHaveCount(0)
  await page.getByTestId("shipping-option").filter({ hasText: shop.courier }).click()
  const label = await chooseFirstWindow(page)
  expect(label).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}–\d{2}:\d{2}$/)

  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-timeslot")).toHaveText(`${messages.delivery.timeslotTitle}: ${label}`)

  const widget = await orderWidgetInAdmin(page, "electroshop-courier-timeslot")
  // The date and the times as the shopper chose them (the weekday's name in the admin's language).
  await expect(widget).toContainText(label.replace(/^\S+ /, ""))
})

test("without JavaScript the windows are plain radios in the checkout form", async ({ browser }) => {
  const page = await noScriptCartPage(browser, "samsung-25w-charger")
  await fillCheckoutForm(page)
  const label = await chooseFirstWindow(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-timeslot")).toContainText(label)
  await page.context().close()
})

test("staff add a window in the admin ('to' must be after 'from') and delete it", async ({ page }) => {
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/delivery-timeslots`)
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  const list = page.getByTestId("timeslot-list")
  // The demo's weekly windows.
  await expect(list).toContainText("08:00–12:00")

  await page.getByRole("button", { name: ui.create }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(ui.weekday, { exact: true }).selectOption("7")
  await dialog.getByLabel(ui.from, { exact: true }).fill("21:15")
  await dialog.getByLabel(ui.to, { exact: true }).fill("20:45")
  await dialog.getByRole("button", { name: ui.save }).click()
  await expect(dialog.getByText(ui.codes.range_inverted)).toBeVisible()

  await dialog.getByLabel(ui.to, { exact: true }).fill("22:45")
  await dialog.getByLabel(ui.capacity, { exact: true }).fill("5")
  await dialog.getByRole("button", { name: ui.save }).click()
  await expect(page.getByText(ui.saved).first()).toBeVisible()
  const row = list.getByRole("row").filter({ hasText: "21:15–22:45" })
  await expect(row).toContainText(ui.weekdays["7"])
  await expect(row).toContainText("5")

  await row.getByRole("button", { name: ui.delete }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: ui.delete }).click()
  await expect(page.getByText(ui.deleted).first()).toBeVisible()
  await expect(list.getByRole("row").filter({ hasText: "21:15–22:45" })).toHaveCount(0)
})

test("the windows fit a phone screen without sideways scrolling and are chosen with the keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await checkoutWith(page, "apple-airpods-4")
  await page.getByTestId("shipping-option").filter({ hasText: shop.courier }).click()
  const any = page.getByRole("radio", { name: messages.delivery.timeslotAny })
  await expect(any).toBeVisible()
  await any.focus()
  await page.keyboard.press("ArrowDown")
  await expect(page.getByTestId("timeslot-picker").getByRole("radio").nth(1)).toBeChecked()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
