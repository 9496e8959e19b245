import { expect, test } from "@playwright/test"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * Crates in the admin (issue 36), as the demo warehouse account in the variant's language: a new
 * crate with the identifier's error first; an empty one scanned "contains no order"; a picked order
 * put into it from the picking list (batch picking), then found by scanning the crate, and shown on
 * the order. The demo's crates and picked order: backend scripts/seed/demo-crates.ts, demo-orders.ts.
 */
const ui = adminTexts.crates
const picking = adminTexts.picking
const WAREHOUSE = "warehouse@electroshop.local"
const CODE = `E2E-${LANG.toUpperCase()}`

test("the warehouse adds a crate, puts a picked order in it from the picking list and finds the order by scanning the crate", async ({ page }) => {
  test.slow()
  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })

  // The demo's picked order, and the stock location it is picked at.
  await page.goto(`${BACKEND_URL}/app/picking`)
  const main = page.locator("main")
  const tab = main.getByRole("group", { name: picking.filters.status }).getByRole("button", { name: picking.status.picked })
  await tab.click()
  await expect(tab).toHaveAttribute("aria-pressed", "true")
  const queue = page.getByTestId("picking-list")
  await expect(queue).toHaveAttribute("aria-busy", "false")
  const row = queue
    .getByRole("row")
    .filter({ has: page.getByTestId("picking-status").filter({ hasText: picking.status.picked }) })
    .first()
  const order = (await row.getByRole("link").first().innerText()).trim().replace(/^#/, "")
  const rowText = await row.innerText()

  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await expect(main.getByRole("heading", { level: 1, name: ui.title })).toBeVisible()
  await expect(page.getByTestId("crate-list")).toBeVisible()
  await expectAccessible(page, "admin: crates", { include: ["main"] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // A new crate at the order's stock location: an identifier that is none is the field's error first.
  await main.getByRole("button", { name: ui.create, exact: true }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(ui.name, { exact: true }).fill("E2E")
  await dialog.getByLabel(ui.code, { exact: true }).fill("e2e 1")
  const location = dialog.getByLabel(picking.filters.location, { exact: true })
  const names = await location.locator("option").allInnerTexts()
  await location.selectOption({ label: names.find((name) => rowText.includes(name))! })
  await dialog.getByRole("button", { name: adminTexts.common.save, exact: true }).click()
  await expect(dialog.getByTestId("error-crate-new-code")).toHaveText(backendTexts("shop").invalid_crate_code)
  await dialog.getByLabel(ui.code, { exact: true }).fill(CODE.toLowerCase())
  await dialog.getByRole("button", { name: adminTexts.common.save, exact: true }).click()
  await expect(page.getByText(ui.saved).first()).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // Scanned empty: the specification's "crate contains no order"; the scan stays selected for the next one.
  const scan = main.getByLabel(ui.scan.code, { exact: true })
  await scan.fill(CODE)
  await scan.press("Enter")
  await expect(page.getByTestId("error-crate-scan-code")).toHaveText(backendTexts("warehouse").crate_empty)
  await expect(scan).toBeFocused()

  // The picking list of the order: put in the new crate, by keyboard.
  await page.goto(`${BACKEND_URL}/app/picking`)
  await tab.click()
  await expect(queue).toHaveAttribute("aria-busy", "false")
  await main.getByRole("checkbox", { name: fill(picking.select_order, { order }), exact: true }).check()
  await main.getByRole("button", { name: fill(picking.batch.open, { selected: "1" }), exact: true }).click()
  const crateField = main.getByLabel(fill(picking.crate.label, { order }), { exact: true })
  await crateField.fill(CODE)
  await crateField.press("Enter")
  await expect(page.getByText(fill(picking.crate.saved, { order, code: CODE })).first()).toBeVisible()
  await expect(page.getByTestId("picking-crate")).toContainText(fill(picking.crate.current, { code: CODE }))
  await expectAccessible(page, "admin: picking list with crates", { include: ["main"] })

  // Packing starts at the crate: scanned, it names the order, which shows its crate.
  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await scan.fill(CODE)
  await scan.press("Enter")
  await expect(page.getByTestId("crate-scan-result")).toContainText(fill(ui.scan.found, { code: CODE, order }))
  await page.getByRole("link", { name: fill(ui.scan.open_order, { order }), exact: true }).click()
  await expect(page.getByTestId("order-picking-crate")).toContainText(CODE, { timeout: 20_000 })
})
