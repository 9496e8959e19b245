import { expect, test } from "@playwright/test"
import type { AdminPackingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * The packing station (issue 36), as the demo warehouse account in the variant's language: the demo's
 * picked order (an iPhone, backend scripts/seed/demo-orders.ts) opened from its order page, an unknown
 * code refused, the phone scanned by its SKU with its IMEI asked for and checked, and the order packed.
 */
const ui = adminTexts.packing
const WAREHOUSE = "warehouse@electroshop.local"
const IMEI = "490154203237518"

test("the warehouse scans a picked phone with its IMEI at the packing station and packs the order", async ({ page }) => {
  test.slow()
  const { body: queue } = await admin<AdminPickingQueueResponse>("/admin/picking?status=picked&limit=200")
  const { body: toPack } = await admin<AdminPackingResponse>(`/admin/orders/${queue.orders[0]!.order_id}/packing`)
  const { order_id: orderId, display_id } = toPack.packing
  const order = String(display_id)
  const phone = toPack.packing.lines.find((line) => line.identifier === "imei")!
  expect(phone, "the demo's picked order holds a phone").toBeDefined()

  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  await page.getByRole("link", { name: adminTexts.picking.widget.pack, exact: true }).click()
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1, name: fill(ui.title, { order }) })).toBeVisible()
  const code = main.getByLabel(ui.scan.code, { exact: true })
  await expect(code).toBeFocused()
  await expectAccessible(page, "admin: packing station", { include: ["main"] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // What no product carries is refused; the code stays selected for the next scan.
  await code.fill("0000000")
  await code.press("Enter")
  await expect(page.getByTestId("error-packing-scan-code")).toHaveText(backendTexts("warehouse").packing_unknown_code)
  await expect(code).toBeFocused()

  // The phone's SKU asks for its IMEI, checked by the IMEI's rules, then counts the unit.
  await code.fill(phone.sku!.toLowerCase())
  await code.press("Enter")
  const imei = main.getByLabel(ui.scan.imei, { exact: true })
  await expect(imei).toBeFocused()
  await imei.fill(IMEI.slice(0, 14) + "9")
  await imei.press("Enter")
  await expect(page.getByTestId("error-packing-scan-imei")).toBeVisible()
  await imei.fill(IMEI)
  await imei.press("Enter")
  await expect(page.getByTestId("packing-scan-result")).toHaveText(
    fill(ui.scan.scanned, { title: phone.title, scanned: "1", quantity: String(phone.quantity) }),
  )
  await expect(code).toBeFocused()
  const line = page.getByTestId("packing-line").filter({ hasText: phone.title })
  await expect(line.getByTestId("packing-unit")).toContainText(IMEI)
  await expect(line.getByTestId("packing-line-status")).toHaveText(ui.lines.done)

  await page.getByTestId("packing-finish").click()
  await expect(page.getByText(fill(ui.packed, { order })).first()).toBeVisible()
  await expect(page.getByTestId("packing-packed")).toBeVisible()
  await expect(code).toHaveCount(0)
})
