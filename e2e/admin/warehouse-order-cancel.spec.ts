import { expect, test, type Page } from "@playwright/test"
import type { AdminHandoverResponse, AdminOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { availableUnits, comgate, packAll, packedOrder, paidCardOrder, pickupPoint } from "../../backend/integration-tests/helpers/warehouse"
import { BACKEND_URL, LANG, backendTexts, loginToAdmin, readRepoJson } from "../shop"

/**
 * Cancelling an order (issue 36's second "done when"), as the demo supervisor in the variant's language,
 * with Medusa's own Cancel on its order page: a packed order paid by card at the gateway's stand-in goes
 * back to stock and its payment is refunded at the gateway; an order whose parcel was handed to the
 * carrier is refused with the shop's reason.
 */
const medusa = readRepoJson(`node_modules/@medusajs/dashboard/src/i18n/translations/${LANG}.json`)
const HANDLE = "usb-c-cable-1m"

/** Medusa's Cancel in the order's header menu, confirmed. */
async function cancelInAdmin(page: Page, orderId: string, displayId: number) {
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  const heading = page.getByRole("heading", { name: `#${displayId}`, exact: true })
  await expect(heading).toBeVisible()
  // The header's last button is its action menu (the one before copies the number).
  await heading.locator("xpath=ancestor::div[contains(@class, 'justify-between')][1]").getByRole("button").last().click()
  await page.getByRole("menuitem", { name: medusa.actions.cancel }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: medusa.actions.continue }).click()
}

test("a supervisor cancels a packed card order: its unit back in stock, the card refunded at the gateway; a handed-over order is refused", async ({ page }) => {
  test.slow()
  const before = await availableUnits(HANDLE)
  const { order, transId } = await paidCardOrder(HANDLE)
  await packAll(order.id)
  expect(await availableUnits(HANDLE)).toBe(before - 1)

  await loginToAdmin(page, { language: LANG, email: demoEmail("supervisor") })
  await page.setViewportSize({ width: 1280, height: 900 })
  await cancelInAdmin(page, order.id, order.display_id)
  await expect(page.getByText(medusa.orders.orderCanceled)).toBeVisible()
  await expect(page.getByText(medusa.orders.payment.status.refunded).first()).toBeVisible()
  expect(await availableUnits(HANDLE)).toBe(before)
  const atGateway = ((await comgate("/__payments")) as { transId: string; refunds: { amount: number }[] }[]).find((p) => p.transId === transId)!
  expect(atGateway.refunds.map((r) => r.amount)).toEqual([Math.round(order.total * 100)])

  // Handed over to Packeta: the cancel is refused with the day the goods left.
  const gone = await packedOrder([HANDLE], { point: (await pickupPoint("packeta")).id })
  const { body: parcels } = await admin<AdminOrderParcelsResponse>(`/admin/orders/${gone.id}/parcels`, { method: "POST", json: {} })
  const { body: batch } = await admin<AdminHandoverResponse>("/admin/handovers/scan", { method: "POST", json: { code: parcels.parcels[0]!.tracking_number } })
  expect((await admin(`/admin/handovers/${batch.handover.id}/close`, { method: "POST" })).status).toBe(200)
  await cancelInAdmin(page, gone.id, gone.display_id)
  await expect(page.getByText(backendTexts("warehouse").order_cancel_goods_left.split("(")[0]!.trim())).toBeVisible()
  expect((await admin(`/admin/orders/${gone.id}?fields=status`)).body.order.status).not.toBe("canceled")
})
