import { expect, test } from "@playwright/test"
import { admin } from "../../backend/integration-tests/helpers/api"
import { address, addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { BACKEND_URL, loginToAdmin, adminTexts } from "../shop"

const plugin = adminTexts

/** A guest order by bank transfer, delivered to someone else than the one who ordered. */
async function orderForSomeoneElse() {
  const phone = await productByHandle("samsung-galaxy-a56")
  const cart = await createCart()
  expect((await addItem(cart.id, phone.variants.find((v: any) => v.inventory_quantity > 0).id)).status).toBe(200)
  await prepareCheckout(cart.id, { email: `e2e.order.${Date.now()}@example.com`, shippingAddress: { ...address(), first_name: "Petr", last_name: "Dvořák" } })
  const { status, body } = await completeCart(cart.id)
  expect(status).toBe(200)
  // The customer gets the billing name from the order.placed subscriber.
  await expect.poll(async () => (await admin(`/admin/orders/${body.order.id}?fields=*customer`)).body.order.customer?.first_name).toBe(address().first_name)
  return (await admin(`/admin/orders/${body.order.id}?fields=display_id,*customer`)).body.order
}

test("the admin order view names who ordered and who receives, the payment method, and needs no internet", async ({ page }) => {
  const order = await orderForSomeoneElse()
  const outside: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (!["data:", "blob:"].includes(url.protocol) && !["localhost", "127.0.0.1"].includes(url.hostname)) outside.push(request.url())
  })

  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders`)
  // The number's own cell: "#1" is also in "#16".
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: `#${order.display_id}`, exact: true }) })
  // The delivery country's flag, served by the admin itself.
  const flag = row.locator("img").first()
  await expect(flag).toBeVisible()
  expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await row.click()
  const billing = address()
  await expect(page.locator(`a[href*="/customers/${order.customer.id}"]`).first()).toContainText(`${billing.first_name} ${billing.last_name}`)
  await expect(page.getByText("Petr Dvořák").first()).toBeVisible()
  await expect(page.getByText(plugin.payment_providers.bank_transfer, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/pp_bank-transfer/i)).toHaveCount(0)

  await page.waitForLoadState("networkidle")
  expect(outside, "requests that left the machine").toEqual([])
})
