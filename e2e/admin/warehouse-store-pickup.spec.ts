import { expect, test } from "@playwright/test"
import { waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { packAll, paidStorePickupOrder } from "../../backend/integration-tests/helpers/warehouse"
import type { AdminStorePickupResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * Store pickup at the counter (issue 36), as the demo store staff account in the variant's language: a
 * paid order for the demo's first store, packed there, shows its deadline as a countdown; marked ready,
 * the shopper gets the pickup code by e-mail; a wrong code and another unit's serial number are refused at
 * their fields, and the right code with the packed watch's serial number hands the order out.
 */
const ui = adminTexts.store_pickup
const SHOPPER = `pickup.e2e.${Date.now()}@example.com`
const STORE_STAFF = demoEmail("store_staff")

test("store staff mark a packed pickup order ready and hand it out against the e-mailed code", async ({ page }) => {
  test.slow()
  const { order } = await paidStorePickupOrder(SHOPPER)
  const [serial] = await packAll(order.id)

  await loginToAdmin(page, { language: LANG, email: STORE_STAFF })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/orders/${order.id}`)
  const widget = page.getByTestId("store-pickup")
  await expect(widget.getByTestId("store-pickup-state")).toHaveText(ui.state.preparing)
  await expect(widget.getByTestId("store-pickup-countdown")).toBeVisible()
  await expectAccessible(page, "admin: store pickup, being prepared", { include: ['[data-testid="store-pickup"]'] })

  await widget.getByTestId("store-pickup-ready").click()
  await expect(widget.getByTestId("store-pickup-state")).toHaveText(ui.state.ready)
  const mail = await waitForMail(SHOPPER, (m) => m.subject.includes(String(order.display_id)), 15_000)
  // The code's row: "Kód pro vyzvednutí: 123456".
  const code = /:\s*(\d{6})\s*$/m.exec(mail.text)?.[1]
  expect(code, mail.text).toBeTruthy()

  // The code, then Enter: on to the watch's field, which the box's serial number is scanned into.
  const { body: ready } = await admin<AdminStorePickupResponse>(`/admin/orders/${order.id}/store-pickup`)
  const field = widget.getByLabel(ui.code, { exact: true })
  const unit = widget.getByLabel(fill(ui.unit, { title: ready.store_pickup!.devices[0]!.title }), { exact: true })
  await field.fill(code!)
  await field.press("Enter")
  await expect(unit).toBeFocused()
  await expect(page.getByTestId("error-store-pickup-unit-0")).toHaveCount(0)

  // Another unit's box is refused at its field; a wrong code at the code's.
  await unit.fill(`${serial}X`)
  await unit.press("Enter")
  await expect(page.getByTestId("error-store-pickup-unit-0")).toHaveText(backendTexts("warehouse").pickup_unit_not_packed)
  await expect(unit).toBeFocused()
  await field.fill(code === "000000" ? "000001" : "000000")
  await unit.fill(serial!)
  await widget.getByTestId("store-pickup-hand-out").click()
  await expect(page.getByTestId("error-store-pickup-code")).toHaveText(backendTexts("warehouse").pickup_code_wrong)
  await expect(field).toBeFocused()
  await expectAccessible(page, "admin: store pickup, a wrong code", { include: ['[data-testid="store-pickup"]'] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  await field.fill(code!)
  await field.press("Enter")
  await expect(widget.getByTestId("store-pickup-state")).toHaveText(ui.state.handed_out)
  await expect(page.getByText(fill(ui.handed_out_toast, { order: String(order.display_id) })).first()).toBeVisible()
  await expect(widget.getByTestId("store-pickup-handed-out")).toContainText(STORE_STAFF)
})
