import { expect, test } from "@playwright/test"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { pickupPoint, shippedOrder } from "../../backend/integration-tests/helpers/warehouse"
import { BACKEND_URL, LANG, adminTexts, loginToAdmin, messages } from "../shop"
import { expectAccessible } from "../axe"
import { fill } from "./admin-helpers"

/**
 * A credit note in the admin (issue 37), as the demo customer service account in the variant's language: the
 * used phone of a dispatched order comes back. On the order's page, "Credit note" beside its invoice opens the
 * lines with what is left of each; asking for more cables than were sold is refused at that line's field,
 * nothing typed is lost; one phone back issues the credit note, listed under the invoice with what it corrects.
 * The shopper's order page offers it for download beside the invoice.
 */
const texts = adminTexts.invoices
const credit = texts.credit_note

test("a returned phone is credited from the order's page, and the shopper downloads the credit note", async ({ page }) => {
  const order = await shippedOrder(["usb-c-cable-1m", "apple-iphone-14-pouzity-a"], (await pickupPoint("packeta")).id)
  await loginToAdmin(page, { language: LANG, email: demoEmail("customer_service") })

  const panel = page.getByTestId("order-invoices")
  await expect(async () => {
    await page.goto(`${BACKEND_URL}/app/orders/${order.id}`)
    await expect(panel.getByTestId("invoice-number")).toHaveCount(1, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  const invoice = (await panel.getByTestId("invoice-number").textContent())!.trim()

  // Opened from the keyboard: return is the reason unless changed, each line with what is left of it.
  await panel.getByRole("button", { name: fill(credit.open_label, { number: invoice }) }).focus()
  await page.keyboard.press("Enter")
  const drawer = page.getByRole("dialog", { name: fill(credit.title, { number: invoice }) })
  await expect(drawer.getByLabel(credit.reason)).toHaveValue("return")
  await expect(drawer.getByTestId("credit-note-line")).toHaveCount(3)
  // The order's items come in no fixed order: each line found by its title.
  const cable = drawer.getByTestId("credit-note-line").filter({ hasText: "USB-C" }).getByRole("textbox")
  const phone = drawer.getByTestId("credit-note-line").filter({ hasText: "iPhone" }).getByRole("textbox")
  await expectAccessible(page, "admin: credit note of an invoice", { include: ['[role="dialog"]'] })

  // Two cables back of the one sold: refused at the cable's field, the phone's entry kept.
  await cable.fill("2")
  await phone.fill("1")
  await drawer.getByRole("button", { name: credit.submit }).click()
  await expect(drawer.getByText(credit.errors.credit_note_quantity_too_high)).toBeVisible()
  await expect(cable).toHaveAttribute("aria-invalid", "true")
  await expect(phone).toHaveValue("1")

  // Only the phone: issued, listed under the invoice as correcting it.
  await cable.fill("")
  await drawer.getByRole("button", { name: credit.submit }).click()
  await expect(drawer).toHaveCount(0)
  const note = panel.getByTestId("invoice-row").filter({ has: page.getByTestId("credit-note-of") })
  await expect(note.getByTestId("credit-note-of")).toContainText(fill(credit.corrects, { number: invoice, reason: credit.reasons.return }))
  const number = (await note.getByTestId("invoice-number").textContent())!.trim()
  expect(number).toMatch(/^(OD|ST)\d{4}-\d{6}$/)
  await expect(page.getByText(fill(credit.issued, { number }))).toBeVisible()
  await expect(note.getByRole("button", { name: fill(credit.open_label, { number }) })).toHaveCount(0)

  // The shopper's order page: the invoice and the credit note, each a PDF.
  const shopper = await page.context().newPage()
  await shopper.goto(`/order/${order.id}`)
  const link = shopper.getByRole("link", { name: messages.order.creditNoteDownload.replace("{{number}}", number) })
  await expect(link).toBeVisible()
  const [download] = await Promise.all([shopper.waitForEvent("download"), link.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  await expectAccessible(shopper, "storefront: order with a credit note")
})
