import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * Product locations (bins) and the picking list in the admin (issue 36), as the demo warehouse account
 * in the variant's language: every stocked item has a demo bin (backend scripts/seed/demo-product-locations.ts),
 * and the demo orders wait in the picking queue (scripts/seed/demo-orders.ts).
 */
const ui = adminTexts.picking
const WAREHOUSE = "warehouse@electroshop.local"

async function atPhoneWidth(page: Page, heading: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.locator("main").getByRole("heading", { level: 1, name: heading })).toBeVisible()
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("the warehouse removes a product's bin, assigns it again with the field's errors, and moves it", async ({ page }) => {
  test.slow()
  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/picking`)
  const main = page.locator("main")
  await main.getByRole("link", { name: ui.locations.title, exact: true }).click()
  await expect(main.getByRole("heading", { level: 1, name: ui.locations.title })).toBeVisible()
  const table = page.getByTestId("product-location-list")
  const rows = table.getByRole("row").filter({ has: page.getByRole("link") })
  await expect(rows.first()).toBeVisible()
  await expectAccessible(page, "admin: product locations", { include: ["main"] })
  await atPhoneWidth(page, ui.locations.title)

  // The first bin's product: its bin is removed, after the question.
  const [bin, sku] = (await rows.first().getByRole("cell").allInnerTexts()).map((text) => text.trim())
  await rows
    .first()
    .getByRole("button", { name: `${ui.locations.delete}: ${sku} (${bin})`, exact: true })
    .click()
  const question = page.getByRole("alertdialog")
  await expect(question).toContainText(fill(ui.locations.delete_confirm, { name: `${sku} (${bin})` }))
  await question.getByRole("button", { name: ui.locations.delete, exact: true }).click()
  await expect(page.getByText(ui.locations.deleted).first()).toBeVisible()
  await expect(table.getByRole("link", { name: sku!, exact: true })).toHaveCount(0)

  // Assigned again: an unknown SKU and a bin that is no bin are the fields' errors; what was typed stays.
  const skuField = main.getByLabel(ui.columns.sku, { exact: true })
  const binField = main.getByLabel(ui.columns.bin, { exact: true })
  await skuField.fill("NO-SUCH-SKU")
  await binField.fill("E2E-01")
  await main.getByRole("button", { name: ui.locations.assign, exact: true }).click()
  await expect(page.getByTestId("error-product-location-sku")).toHaveText(backendTexts("warehouse").sku_not_in_inventory)
  await expect(binField).toHaveValue("E2E-01")
  await skuField.fill(sku!)
  await binField.fill("e2e 01")
  await binField.press("Enter")
  await expect(page.getByTestId("error-product-location-bin")).toHaveText(backendTexts("shop").invalid_bin)
  await expect(skuField).toHaveValue(sku!)
  await binField.fill("e2e-01")
  await binField.press("Enter")
  await expect(page.getByText(ui.locations.saved).first()).toBeVisible()
  await expect(skuField).toHaveValue("")
  await expect(skuField).toBeFocused()

  // Found by its new bin, and moved on by keyboard.
  await main.getByRole("searchbox", { name: ui.locations.search }).fill("E2E-0")
  const row = rows.filter({ has: page.getByRole("link", { name: sku!, exact: true }) })
  await expect(row.getByRole("cell").first()).toHaveText("E2E-01")
  await row.getByRole("button", { name: `${ui.locations.move}: ${sku} (E2E-01)`, exact: true }).focus()
  await page.keyboard.press("Enter")
  const newBin = page.getByLabel(ui.locations.new_bin, { exact: true })
  await expect(newBin).toHaveValue("E2E-01")
  await newBin.fill("E2E-02")
  await newBin.press("Enter")
  await expect(row.getByRole("cell").first()).toHaveText("E2E-02")
})

test("the warehouse picks two waiting orders in one walk from a printable, handheld-sized picking list", async ({ page }) => {
  test.slow()
  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/picking`)
  const main = page.locator("main")
  const queue = page.getByTestId("picking-list")
  await expect(queue).toHaveAttribute("aria-busy", "false")
  const numbers = (await queue.getByRole("row").getByRole("link").allInnerTexts()).slice(0, 2).map((n) => n.trim().replace(/^#/, ""))
  expect(numbers).toHaveLength(2)
  for (const order of numbers) await main.getByRole("checkbox", { name: fill(ui.select_order, { order }), exact: true }).check()
  await main.getByRole("button", { name: fill(ui.batch.open, { selected: "2" }), exact: true }).click()

  await expect(main.getByRole("heading", { level: 1, name: ui.list.title })).toBeVisible()
  const orders = page.getByTestId("picking-list-orders")
  for (const order of numbers) await expect(orders.getByRole("link", { name: `#${order}`, exact: true })).toBeVisible()
  const lines = page.getByTestId("picking-list-line")
  await expect(lines.first()).toBeVisible()
  // Each line names its bin (the demo's are A-01-01 …) and which order gets how many.
  await expect(lines.first()).toContainText(/[A-Z]-\d\d-\d\d/)
  await expect(lines.first()).toContainText(`#${numbers[0]} × 1`)
  await expectAccessible(page, "admin: picking list", { include: ["main"] })

  // Ticked off as picked, by keyboard.
  const tick = lines.first().getByRole("checkbox")
  await tick.focus()
  await page.keyboard.press("Space")
  await expect(tick).toBeChecked()

  await atPhoneWidth(page, ui.list.title)
  // Printed: the list alone, without the admin's menu or the buttons.
  await page.emulateMedia({ media: "print" })
  await expect(main.getByRole("button", { name: ui.list.print, exact: true })).toBeHidden()
  await expect(page.locator("aside, nav").first()).toBeHidden()
  await expect(lines.first()).toBeVisible()
  await page.emulateMedia({ media: "screen" })
  await expect(main.getByRole("button", { name: ui.list.print, exact: true })).toBeVisible()
})
