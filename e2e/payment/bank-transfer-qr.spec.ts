import { expect, test, type Locator } from "@playwright/test"
import jsQR from "jsqr"
import { PNG } from "pngjs"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm, messages } from "../shop"

/** Scans the QR code as a phone would: from the pixels on the screen. */
async function scan(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

test("a shopper paying by bank transfer scans a QR code that pays exactly the order", async ({ page }) => {
  await checkoutWith(page, "xiaomi-redmi-buds-6")
  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  const orderNumber = (await page.getByTestId("order-number").innerText()).trim()

  const token = await adminToken()
  const { orders } = await (
    await fetch(`${BACKEND_URL}/admin/orders?fields=display_id,total&order=-created_at&limit=10`, { headers: { authorization: `Bearer ${token}` } })
  ).json()
  const order = orders.find((o: { display_id: number }) => String(o.display_id) === orderNumber)
  const expected =
    VARIANT === "cz"
      ? `SPD*1.0*ACC:CZ1520100000002001234561*AM:${order.total.toFixed(2)}*CC:CZK*X-VS:${orderNumber}*RN:ElektroShop`
      : ["BCD", "002", "1", "SCT", "", "ElektroShop", "RO49AAAA1B31007593840000", `RON${order.total.toFixed(2)}`, "", "", orderNumber].join("\n")

  const code = page.getByRole("img", { name: messages.order.qrLabel })
  await expect(page.getByTestId("bank-qr")).toContainText(messages.order.qrCaption)
  expect(await scan(code)).toBe(expected)

  // the order's own page, where a shopper comes back to pay later, shows the same code
  await page.getByTestId("order-status-link").click()
  await expect(page.getByTestId("order-status")).toBeVisible()
  expect(await scan(page.getByRole("img", { name: messages.order.qrLabel }))).toBe(expected)

  // and on a phone it fits the screen
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await scan(page.getByRole("img", { name: messages.order.qrLabel }))).toBe(expected)
})
