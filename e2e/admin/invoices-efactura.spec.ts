import { expect, test } from "@playwright/test"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { pickupPoint, shippedOrder } from "../../backend/integration-tests/helpers/warehouse"
import { BACKEND_URL, LANG, adminTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill } from "./admin-helpers"

/**
 * Romania's e-Factura in the admin (issue 37), as the demo customer service account in Romanian (the ro
 * lane only: scripts/test.mjs VARIANT_SPECIFIC_E2E): an invoice
 * whose upload ANAF did not take shows "not created" with the reason on its order's page; sent again it is in
 * progress; "Check with ANAF" on the Invoices page makes it created, which the state filter finds, and its
 * order's page gives ANAF's answer (the sealed invoice). The invoice is e-mailed to the customer again from
 * the order's page.
 */
const FAKE_ANAF = process.env.FAKE_ANAF_URL ?? ""
const texts = adminTexts.invoices

test("an invoice ANAF did not take is sent again, checked with ANAF and found by its state", async ({ page }) => {
  // ANAF's next answer (the upload of this order's invoice) is a 503.
  await fetch(`${FAKE_ANAF}/__fail`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: 503 }) })
  const order = await shippedOrder(["usb-c-cable-1m"], (await pickupPoint("packeta")).id)
  await loginToAdmin(page, { language: LANG, email: demoEmail("customer_service") })

  const panel = page.getByTestId("order-invoices")
  await expect(async () => {
    await page.goto(`${BACKEND_URL}/app/orders/${order.id}`)
    await expect(panel.getByTestId("invoice-efactura-state")).toHaveAttribute("data-state", "not_created", { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  const number = (await panel.getByTestId("invoice-number").textContent())!.trim()
  await expect(panel.getByTestId("invoice-efactura-state")).toHaveText(fill(texts.efactura.state_label, { state: texts.efactura.states.not_created }))
  await expect(panel.getByTestId("invoice-efactura-errors")).toContainText("503")
  await expectAccessible(page, "admin: order with an invoice not created in e-Factura", { include: ['[data-testid="order-invoices"]'] })

  // Sent again from the keyboard: in progress.
  await panel.getByTestId("invoice-efactura-send").focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText(fill(texts.efactura.sent, { number }))).toBeVisible()
  await expect(panel.getByTestId("invoice-efactura-state")).toHaveAttribute("data-state", "in_progress")
  await expect(panel.getByTestId("invoice-efactura-send")).toHaveCount(0)

  // E-mailed to the customer again.
  await panel.getByRole("button", { name: fill(texts.send_label, { number }) }).click()
  await expect(page.getByText(fill(texts.sent, { number }))).toBeVisible()

  // ANAF asked now: created, and the filter by state finds it.
  await page.goto(`${BACKEND_URL}/app/invoices`)
  await page.getByTestId("invoices-efactura-sync").click()
  await expect(
    page.getByText(new RegExp(fill(texts.efactura.synced, { checked: "\\d+", created: "\\d+", in_progress: "\\d+", not_created: "\\d+" }))),
  ).toBeVisible()
  await page.getByLabel(texts.efactura.column).selectOption("created")
  await expect(page).toHaveURL(/efactura_state=created/)
  const row = page.getByRole("row").filter({ hasText: number })
  await expect(row.getByTestId("invoice-efactura-state")).toHaveAttribute("data-state", "created")
  await expect(row.getByRole("button", { name: fill(texts.download, { number, format: "UBL" }) })).toBeVisible()
  await expectAccessible(page, "admin: invoices with their e-Factura state", { include: ["main"] })

  // On its order's page, ANAF's answer: the invoice with ANAF's seal, as a zip.
  await page.goto(`${BACKEND_URL}/app/orders/${order.id}`)
  await expect(panel.getByTestId("invoice-efactura-state")).toHaveAttribute("data-state", "created")
  const [zip] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: fill(texts.efactura.response_label, { number }) }).click()])
  expect(zip.suggestedFilename()).toBe(`${number}-anaf.zip`)
})
