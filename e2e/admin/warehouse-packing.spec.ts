import { expect, test } from "@playwright/test"
import type { AdminHandoverResponse, AdminPackingResponse, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { BACKEND_URL, LANG, VARIANT, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * The packing station (issue 36), as the demo warehouse account in the variant's language: the demo's
 * picked order (an iPhone, backend scripts/seed/demo-orders.ts) opened from its order page, an unknown
 * code refused, the phone scanned by its SKU with its IMEI asked for and checked, and the order packed;
 * then the rest of its way out (issue 36's "done when"): its parcel registered with Packeta's stand-in and
 * its label printed, scanned into Packeta's hand-over, handed over with the protocol printed, and the
 * shopper's tracking e-mail and order page.
 */
const ui = adminTexts.packing
const parcels = adminTexts.parcels
const handovers = adminTexts.handovers
const WAREHOUSE = "warehouse@electroshop.local"
const IMEI = "490154203237518"
/** A weight field's kilograms, typed with a decimal comma or point. */
const kilograms = (typed: string) => Number(typed.replace(",", "."))

test("the warehouse packs a picked phone with its IMEI, prints its Packeta label and hands it over; the shopper gets the tracking link", async ({ page }) => {
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

  // The parcel goes to Packeta (the demo's picked order is for a Packeta point), weighing what its products weigh.
  const section = page.getByTestId("parcel-section")
  await expect(section.getByRole("heading", { name: parcels.title, exact: true })).toBeVisible()
  // The box chosen adds its weight to the products' (the demo's M: 32 × 24 × 10 cm, 240 g) and gives the parcel its size.
  const weightField = section.getByLabel(parcels.weight, { exact: true })
  await expect(weightField).not.toHaveValue("")
  const products = kilograms(await weightField.inputValue())
  const box = section.getByLabel(parcels.box, { exact: true })
  // The boxes arrive by a request of their own: wait for M, since a label not found yet would select the first option ("No box").
  const boxM = box.locator("option").filter({ hasText: /^M / })
  await expect(boxM).toHaveCount(1)
  await box.selectOption({ label: (await boxM.innerText()).trim() })
  await expect.poll(async () => kilograms(await weightField.inputValue())).toBeCloseTo(products + 0.24, 3)
  await section.getByRole("button", { name: fill(parcels.register, { carrier: "Packeta" }) }).click()
  const parcel = page.getByTestId("parcel-row")
  await expect(parcel.getByTestId("parcel-state")).toHaveText(parcels.state.registered)
  await expect(parcel.getByTestId("parcel-size")).toHaveText(/32\s×\s24\s×\s10\scm/)
  const tracking = (await parcel.getByTestId("parcel-tracking").innerText()).trim()
  expect(tracking).toMatch(/^Z\d{10}$/)
  await expect(page.getByText(fill(parcels.registered, { carrier: "Packeta", tracking })).first()).toBeVisible()
  // Its label is the carrier's PDF (checked page by page in parcels.test.ts), opened in a tab for printing.
  // Chromium's headless shell, which runs the tests, has no PDF viewer to show it in: what is checked is
  // the tab asked for, with the PDF's object URL (lib/label-print.ts; its unit test covers the rest).
  await page.evaluate(() => {
    const open = window.open.bind(window)
    const opened: string[] = ((window as unknown as { openedTabs: string[] }).openedTabs = [])
    window.open = (url?: string | URL, ...rest) => {
      opened.push(String(url))
      return open(url, ...rest)
    }
  })
  const [label] = await Promise.all([
    page.waitForResponse((res) => res.url().includes("/admin/parcels/labels")),
    parcel.getByRole("button", { name: parcels.label_a6 }).click(),
  ])
  expect(label.status()).toBe(200)
  expect(label.headers()["content-type"]).toBe("application/pdf")
  await expect.poll(() => page.evaluate(() => (window as unknown as { openedTabs: string[] }).openedTabs)).toEqual([expect.stringMatching(/^blob:/)])
  await page.bringToFront()
  await expectAccessible(page, "admin: packing station with its parcel", { include: ["main"] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // Hand-over: the label scanned into Packeta's batch, handed to the driver, the protocol printed.
  await page.goto(`${BACKEND_URL}/app/handovers`)
  await expect(main.getByRole("heading", { level: 1, name: handovers.title })).toBeVisible()
  const parcelCode = main.getByLabel(handovers.scan.code, { exact: true })
  await parcelCode.fill(tracking.toLowerCase())
  await parcelCode.press("Enter")
  await expect(page.getByText(fill(handovers.scan.added, { tracking, carrier: "Packeta" })).first()).toBeVisible()
  await expect(parcelCode).toHaveValue("")
  await expectAccessible(page, "admin: hand-overs", { include: ["main"] })
  const batch = page.getByTestId("handover-row").filter({ hasText: "Packeta" }).filter({ hasText: handovers.state.open })
  await batch.getByRole("link").first().click()
  await expect(main.getByRole("heading", { level: 1, name: fill(handovers.detail.title, { carrier: "Packeta" }) })).toBeVisible()
  const inBatch = page.getByTestId("handover-parcel").filter({ hasText: tracking })
  await expect(inBatch).toContainText(order)
  // Parcels other tests left in the warehouse's open Packeta batch go back on the shelf first (as staff would).
  const batchId = page.url().split("/handovers/")[1]!.split(/[/?#]/)[0]!
  const { body: opened } = await admin<AdminHandoverResponse>(`/admin/handovers/${batchId}`)
  const others = opened.handover.parcels.filter((p) => p.tracking_number !== tracking)
  for (const other of others) await admin(`/admin/handovers/${batchId}/parcels/${other.parcel_id}`, { method: "DELETE" })
  if (others.length) await page.reload()
  await expect(page.getByTestId("handover-parcel")).toHaveCount(1)
  await expectAccessible(page, "admin: hand-over", { include: ["main"] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })
  const handOver = fill(handovers.detail.close, { carrier: "Packeta", parcels: "1" })
  await page.getByTestId("handover-close").click()
  await page.getByRole("alertdialog").getByRole("button", { name: handOver }).click()
  await expect(page.getByTestId("handover-state")).toHaveText(handovers.state.closed)
  await page.getByTestId("handover-print").click()
  await expect(main.getByRole("heading", { level: 1, name: handovers.protocol.title })).toBeVisible()
  await expect(page.getByTestId("handover-protocol-parcel").filter({ hasText: tracking })).toBeVisible()
  await expect(page.getByTestId("handover-protocol-driver")).toContainText(fill(handovers.protocol.driver, { carrier: "Packeta" }))
  await expectAccessible(page, "admin: hand-over protocol", { include: ["main"] })

  // The shopper is e-mailed the tracking link, and the order's page shows the parcel.
  const { body: placed } = await admin(`/admin/orders/${orderId}?fields=email`)
  const mail = await waitForMail(placed.order.email, (m) => m.text.includes(tracking), 15_000)
  expect(mail.text).toContain("Packeta")
  // The goods left: the order is invoiced, the invoice attached to that e-mail and listed on the order's page.
  const invoice = mail.attachments.find((a) => a.contentType === "application/pdf")
  expect(invoice?.filename).toMatch(/^(FV|ES)\d{4}-\d{6}\.pdf$/)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  const invoices = page.getByTestId("order-invoices")
  await expect(invoices.getByTestId("invoice-number")).toHaveText(invoice!.filename.replace(/\.pdf$/, ""))
  const number = invoice!.filename.replace(/\.pdf$/, "")
  await expect(invoices.getByRole("button", { name: fill(adminTexts.invoices.download, { number, format: "PDF" }) })).toBeVisible()
  // In ro it goes to e-Factura as it is issued: ANAF's stand-in has it in progress or created already.
  if (VARIANT === "ro")
    await expect(async () => {
      await page.reload()
      await expect(invoices.getByTestId("invoice-efactura-state")).toHaveAttribute("data-state", /^(in_progress|created)$/, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
  // Its XML, for the accounting software, is downloaded: ISDOC in cz, e-Factura's UBL in ro (each XML is checked
  // against its XSD in isdoc.test.ts and ubl.test.ts).
  const xml = VARIANT === "cz" ? { format: "ISDOC", extension: "isdoc" } : { format: "UBL", extension: "xml" }
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    invoices.getByRole("button", { name: fill(adminTexts.invoices.download, { number, format: xml.format }) }).click(),
  ])
  expect(file.suggestedFilename()).toBe(`${number}.${xml.extension}`)
  const shopper = await page.context().newPage()
  await shopper.goto(`/order/${orderId}`)
  await expect(shopper.getByTestId("order-tracking-number")).toHaveText(tracking)
  await expect(shopper.getByTestId("order-tracking-link")).toHaveAttribute("href", /^https:\/\/tracking\.packeta\.com\//)
  // The invoice too, as the PDF attached to the e-mail.
  const invoiceLink = shopper.getByTestId("order-invoice-link")
  await expect(invoiceLink).toHaveText(new RegExp(invoice!.filename.replace(/\.pdf$/, "")))
  const [download] = await Promise.all([shopper.waitForEvent("download"), invoiceLink.click()])
  expect(download.suggestedFilename()).toBe(invoice!.filename)
  await expectAccessible(shopper, "storefront: order with its parcel")
})
